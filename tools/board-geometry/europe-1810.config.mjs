// Which Natural Earth countries, cut along the frontiers of 1810, make each territory of the
// Europe board of book 004 (RULINGS R2; the choices and their sources are in docs/boards.md),
// and how the map is warped so that the small German states stay tappable.
//
// A part is a country name from world-atlas, or { country, within, without } where `within`
// and `without` are lon/lat polygons that keep or remove part of it.

import { continentColours as c } from './continent-colours.mjs';
import { box, poly } from './world.config.mjs';

// Ulster, cut from the United Kingdom (Kintyre stays Scottish).
export const ulster = poly([-8.3, 53.9], [-5.35, 53.9], [-5.35, 54.9], [-6.0, 55.25], [-6.0, 55.5],
  [-8.3, 55.5]);
// Scotland: north of the Solway Firth and the Tweed.
const scotland = poly([-5.3, 54.5], [-3.6, 54.85], [-3.05, 54.98], [-2.6, 55.18], [-2.03, 55.81],
  [0.5, 55.81], [0.5, 61.5], [-9.5, 61.5], [-9.5, 55.5], [-6.0, 55.5], [-6.0, 55.25],
  [-5.35, 54.9]);
// Brittany with Anjou and Poitou; the Cotentin goes with Normandy.
const brittany = poly([-5.6, 46.2], [-0.3, 46.2], [-0.3, 48.4], [-1.5, 48.7], [-5.6, 48.9]);
// The left bank of the Rhine, French departments since 1797 (Roer, Rhin-et-Moselle, Sarre,
// Mont-Tonnerre).
export const leftBank = poly([5.8, 48.9], [8.2, 48.95], [8.45, 49.5], [8.3, 50.0], [7.9, 49.97],
  [7.6, 50.36], [7.1, 50.73], [6.96, 50.94], [6.77, 51.22], [6.7, 51.5], [6.2, 51.9],
  [5.8, 51.9]);
// Holstein and Lübeck, Danish and free in 1810, north of the Elbe.
const holstein = poly([7.5, 53.9], [8.7, 53.87], [9.4, 53.7], [10.0, 53.5], [10.6, 53.37],
  [11.0, 53.6], [11.0, 54.1], [11.5, 54.6], [11.5, 55.3], [7.5, 55.3]);
// The Grand Duchy of Berg with Münster, Nassau, Hesse-Darmstadt and Frankfurt.
const berg = poly([5.8, 52.25], [7.6, 52.25], [8.0, 51.5], [8.6, 51.0], [9.3, 50.4],
  [9.9, 50.0], [10.0, 49.5], [8.7, 49.4], [8.45, 49.5], [5.8, 49.5]);
// The Kingdom of Westphalia (Kassel, Brunswick, Magdeburg), west of the Saxon duchies.
const westphalia = poly([5.8, 50.3], [10.3, 50.3], [10.3, 51.4], [11.0, 51.4], [11.0, 52.25],
  [5.8, 52.25]);
// Württemberg and Baden, between the Rhine, Lake Constance and the Iller.
const wurttemberg = poly([7.4, 47.4], [9.7, 47.5], [10.15, 47.8], [10.15, 48.6], [10.0, 49.5],
  [8.7, 49.4], [8.45, 49.5], [7.4, 49.5]);
// Bavaria with Ansbach, Bayreuth and Regensburg.
const bavaria = poly([10.0, 49.5], [10.15, 48.6], [10.15, 47.8], [9.7, 47.5], [9.7, 47.0],
  [15.5, 47.0], [15.5, 50.2], [9.95, 50.2], [9.9, 50.0]);
// Tyrol, Vorarlberg, Salzburg and the Innviertel, Bavarian from 1805-1810.
const tyrol = poly([9.4, 46.3], [12.8, 46.3], [12.8, 47.0], [13.9, 47.0], [13.9, 48.6],
  [9.4, 48.6]);
// The Kingdom of Italy: Lombardy, Venetia, the Romagna and the Marches.
const kingdomOfItaly = poly([9.6, 44.1], [11.0, 44.0], [12.2, 43.6], [13.2, 43.2], [13.9, 42.8],
  [14.5, 42.8], [14.5, 47.2], [9.6, 47.2]);
// Tuscany and the Papal States, French departments from 1808-1809.
const tuscanyAndRome = poly([9.6, 44.1], [11.0, 44.0], [12.2, 43.6], [13.2, 43.2], [13.9, 42.8],
  [13.6, 42.3], [13.4, 41.7], [13.1, 41.2], [10.0, 41.2], [10.0, 43.0], [9.6, 43.0]);
// Sub-Carpathian Ruthenia, Hungarian, south-west of the Carpathian ridge.
const ruthenia = poly([22.0, 47.7], [24.9, 47.7], [24.9, 48.0], [23.0, 49.2], [22.0, 49.2]);
// Bukovina, Austrian since 1775.
const bukovina = box(25.0, 47.3, 26.7, 48.3);
// East Galicia, Austrian in 1810 (West Galicia went to the Duchy of Warsaw in 1809).
const eastGalicia = box(22.0, 47.7, 26.7, 50.3);

export default {
  board: 'europe-1810',
  atlas: 'world-atlas/countries-50m.json',
  simplifyWeight: 0.004,
  minRingArea: 4,
  unwrap: [],
  // Central Europe is widened and Scandinavia and the Mediterranean narrowed, as on the
  // printed board, so the small German states stay large enough to tap.
  warp: {
    lon: [[-11, 0], [-5, 95], [2, 215], [6, 300], [15, 560], [20, 680], [26, 800], [32, 890],
      [41, 1000]],
    lat: [[71.5, 0], [66, 75], [60, 165], [56, 245], [54, 300], [47, 560], [44, 640], [40, 720],
      [35.5, 790], [33.0, 850]],
  },
  // Where the regions chart goes (the Black Sea and Anatolia, left off the board), in
  // board units.
  chart: { x: 662, y: 626 },
  // Region colours (continent-colours.mjs), neighbours at least 31.6 CIEDE2000 units apart.
  continentColors: {
    'united-kingdom': c.maroon,
    'spain-portugal': c.ochre,
    france: c.blue,
    'rhine-confederation': c.olive,
    italy: c.brown,
    scandinavia: c.peach,
    prussia: c.violet,
    'austria-hungary': c.green,
    russia: c.forest,
  },
  territories: {
    ireland: { parts: ['Ireland', { country: 'United Kingdom', within: ulster }],
      label: [-8.0, 53.2] },
    scotland: { parts: [{ country: 'United Kingdom', within: scotland }], label: [-4.2, 56.9] },
    'northern-england': { parts: [{ country: 'United Kingdom', within: box(-5.35, 52.6, 2, 55.9),
      without: scotland }, 'Isle of Man'], label: [-1.8, 53.9] },
    'southern-england': { parts: [{ country: 'United Kingdom', within: box(-6.5, 49.8, 2, 52.6) }],
      label: [-1.4, 51.5] },
    portugal: { parts: [{ country: 'Portugal', within: box(-10, 36, -6, 42.5) }],
      label: [-8.1, 39.7] },
    castile: { parts: [{ country: 'Spain', within: box(-10, 39.6, -1.5, 44) }],
      label: [-4.6, 41.6] },
    aragon: { parts: [{ country: 'Spain', within: box(-1.5, 38.7, 4.5, 43.0) }, 'Andorra'],
      label: [0.3, 41.4] },
    andalusia: { parts: [{ country: 'Spain', within: box(-10, 35.9, -1.5, 39.6) },
      { country: 'Spain', within: box(-1.5, 35.9, 1, 38.7) }], label: [-4.4, 37.9] },
    brittany: { parts: [{ country: 'France', within: brittany }], label: [-2.4, 47.7] },
    'ile-de-france': { parts: [{ country: 'France', within: box(-2, 46.2, 4.2, 51.2),
      without: brittany }, 'Jersey', 'Guernsey'], label: [1.8, 48.4] },
    'low-countries': { parts: [{ country: 'Netherlands', within: box(3, 50.7, 7.3, 53.7) },
      'Belgium', 'Luxembourg'], label: [5.2, 51.6] },
    lorraine: { parts: [{ country: 'France', within: box(4.2, 46.2, 8.3, 49.7) },
      { country: 'Germany', within: leftBank }, 'Switzerland', 'Liechtenstein'],
      label: [6.2, 48.1] },
    aquitaine: { parts: [{ country: 'France', within: box(-2, 42.3, 2.5, 46.2) }],
      label: [0.3, 44.5] },
    provence: { parts: [{ country: 'France', within: box(2.5, 41.3, 9.7, 46.2) }, 'Monaco'],
      label: [4.9, 44.6] },
    hanover: { parts: [{ country: 'Germany', within: box(5.8, 52.25, 11.0, 54.0),
      without: holstein }], label: [8.6, 53.15] },
    westphalia: { parts: [{ country: 'Germany', within: westphalia, without: berg }],
      label: [10.0, 51.6] },
    berg: { parts: [{ country: 'Germany', within: berg, without: leftBank }], label: [8.2, 50.6] },
    mecklenburg: { parts: [{ country: 'Germany', within: box(11.0, 53.1, 13.6, 54.8),
      without: holstein }], label: [12.2, 53.8] },
    saxony: { parts: [{ country: 'Germany', within: box(10.3, 50.2, 15.1, 51.4),
      without: westphalia }], label: [12.6, 50.85] },
    bavaria: { parts: [{ country: 'Germany', within: bavaria },
      { country: 'Austria', within: tyrol }], label: [11.7, 48.5] },
    wurttemberg: { parts: [{ country: 'Germany', within: wurttemberg, without: leftBank }],
      label: [9.0, 48.5] },
    piedmont: { parts: [{ country: 'Italy', within: box(6.5, 43.7, 9.6, 46.6) },
      { country: 'Italy', within: box(8, 38.8, 9.9, 41.3) }], label: [8.0, 44.9] },
    lombardy: { parts: [{ country: 'Italy', within: kingdomOfItaly }, 'San Marino'],
      label: [11.2, 45.4] },
    rome: { parts: [{ country: 'Italy', within: tuscanyAndRome }, 'Vatican'],
      label: [11.8, 42.9] },
    naples: { parts: [{ country: 'Italy', within: box(12.0, 36.5, 19.0, 42.9),
      without: tuscanyAndRome }], label: [15.6, 40.8] },
    denmark: { parts: [{ country: 'Denmark', within: box(7, 54.5, 16, 58) },
      { country: 'Germany', within: holstein }], label: [9.3, 55.9] },
    norway: { parts: [{ country: 'Norway', within: box(4, 57, 32, 65.5) }], label: [9.5, 61.2] },
    sweden: { parts: [{ country: 'Sweden', within: box(10, 55, 25, 62.5) }], label: [15.0, 59.6] },
    lapland: { parts: [{ country: 'Sweden', within: box(10, 62.5, 25, 70) },
      { country: 'Norway', within: box(4, 65.5, 32, 71.5) }], label: [19.0, 66.5] },
    'east-prussia': { parts: [{ country: 'Poland', within: box(18.0, 53.4, 22.8, 55) },
      { country: 'Russia', within: box(19.5, 54.2, 23, 55.4) }], label: [20.6, 54.1] },
    pomerania: { parts: [{ country: 'Germany', within: box(13.6, 53.1, 15, 54.8) },
      { country: 'Poland', within: box(14, 53.4, 18.0, 55) }], label: [15.9, 53.9] },
    brandenburg: { parts: [{ country: 'Germany', within: box(11.0, 51.4, 15.0, 53.1) },
      { country: 'Poland', within: box(14, 51.7, 15.8, 53.4) }], label: [13.4, 52.4] },
    silesia: { parts: [{ country: 'Poland', within: box(14, 49, 18.8, 51.7) }],
      label: [16.7, 51.0] },
    warsaw: { parts: [{ country: 'Poland', within: box(15.8, 49, 24.2, 53.4),
      without: box(15.8, 49, 18.8, 51.7) }, { country: 'Poland', within: box(18.8, 49, 22.0, 50.3) },
      { country: 'Poland', within: box(22.8, 53.4, 24.2, 55) }],
      label: [20.4, 52.0] },
    bohemia: { parts: [{ country: 'Czechia', within: box(12, 48.5, 15.6, 51.1) }],
      label: [14.2, 49.9] },
    moravia: { parts: [{ country: 'Czechia', within: box(15.6, 48.5, 19, 51.1) }],
      label: [17.0, 49.4] },
    austria: { parts: [{ country: 'Austria', without: tyrol }], label: [15.2, 47.7] },
    hungary: { parts: ['Hungary', 'Slovakia', { country: 'Serbia', within: box(18.8, 44.8, 21.6, 46.3) },
      { country: 'Ukraine', within: ruthenia }], label: [19.6, 47.2] },
    transylvania: { parts: [{ country: 'Romania', within: box(20.2, 45.3, 26.0, 48.3),
      without: bukovina }], label: [23.8, 46.6] },
    galicia: { parts: [{ country: 'Ukraine', within: eastGalicia, without: ruthenia },
      { country: 'Romania', within: bukovina }], label: [24.6, 49.1] },
    croatia: { parts: ['Croatia', 'Slovenia'], label: [15.4, 45.6] },
    finland: { parts: ['Finland', 'Åland'], label: [26.0, 62.6] },
    'st-petersburg': { parts: [{ country: 'Russia', within: box(27, 57.3, 36, 64.0) }],
      label: [32.0, 59.6] },
    livonia: { parts: ['Estonia', 'Latvia'], label: [25.6, 57.4] },
    lithuania: { parts: ['Lithuania'], label: [23.9, 55.3] },
    'white-russia': { parts: ['Belarus'], label: [27.9, 53.5] },
    moscow: { parts: [{ country: 'Russia', within: box(27, 50.0, 40.5, 57.3) }],
      label: [35.5, 54.6] },
    // The Crimea is drawn in Russia's outline in this atlas; in 1810 it was New Russia's.
    ukraine: { parts: [{ country: 'Ukraine', within: box(22, 44, 40.5, 53),
      without: eastGalicia }, { country: 'Russia', within: box(32.4, 44.3, 36.55, 46.2) }],
      label: [31.5, 49.4] },
  },
  wrapLanes: [],
};
