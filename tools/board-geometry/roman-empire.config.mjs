// Which Natural Earth countries, cut along the frontiers of about 50 BC, make each territory
// of the Roman Empire board of book 003 (RULINGS R2; the choices are in docs/boards.md), and
// how the map is warped so that the nine territories of Gaul stay tappable.
//
// A part is a country name from world-atlas, or { country, within, without } where `within`
// and `without` are lon/lat polygons that keep or remove part of it.

import { continentColours as c } from './continent-colours.mjs';
import { box, poly } from './world.config.mjs';
// Ulster (left off the board with the rest of Hibernia) and the Rhine's whole left bank,
// cut as on the Europe board.
import { leftBank, ulster } from './europe-1810.config.mjs';
// The left bank of the Rhine from the Palatinate to Cologne: the Treveri's side.
const treveriBank = poly([5.8, 48.9], [8.2, 48.95], [8.45, 49.5], [8.3, 50.0], [7.9, 49.97],
  [7.6, 50.36], [7.1, 50.73], [6.96, 50.94], [6.96, 51.0], [5.8, 51.0]);
// The left bank of the lower Rhine, with the Belgae (the Eburones and Menapii).
const lowerBank = poly([5.8, 51.0], [6.96, 51.0], [6.77, 51.22], [6.7, 51.5], [6.2, 51.9],
  [5.8, 51.9]);
// European Turkey, west of the Dardanelles, the Sea of Marmara and the Bosporus.
const thraceTr = poly([25.5, 39.95], [26.15, 40.0], [26.4, 40.15], [26.68, 40.38],
  [27.5, 40.6], [28.0, 40.75], [28.95, 40.95], [29.05, 41.1], [29.12, 41.25], [29.2, 42.3],
  [25.5, 42.3]);
// Sicily, kept off Bruttium's box at the Strait of Messina.
const sicily = box(12.0, 36.5, 15.68, 38.35);
// Bruttium and Lucania, the toe of Italy.
const toe = box(15.0, 37.8, 17.3, 40.0);

export default {
  board: 'roman-empire',
  atlas: 'world-atlas/countries-50m.json',
  simplifyWeight: 0.004,
  minRingArea: 4,
  unwrap: [],
  // Gaul and Italy are widened, Britain, the Sahara and Anatolia narrowed.
  warp: {
    lon: [[-11, 0], [-5, 80], [0, 190], [5, 305], [10, 410], [15, 540], [20, 620], [26, 715],
      [32, 810], [37, 885], [43, 965]],
    lat: [[59, 0], [55, 70], [51, 160], [47, 265], [44, 350], [41, 440], [38, 530], [35, 600],
      [32, 660], [29, 715], [26.5, 760]],
  },
  // Where the provinces chart goes (Dacia and Sarmatia, left off the board), in board units.
  chart: { x: 640, y: 40 },
  // Province colours (continent-colours.mjs), neighbours at least 33.3 CIEDE2000 units apart.
  continentColors: {
    gallia: c.blue,
    italia: c.maroon,
    hispania: c.ochre,
    africa: c.brown,
    oriens: c.violet,
    'britannia-germania': c.forest,
  },
  territories: {
    armorica: { parts: [{ country: 'France', within: box(-5.6, 46.5, 0.3, 49.9) }, 'Jersey',
      'Guernsey'], label: [-2.0, 48.0] },
    belgica: { parts: [{ country: 'France', within: box(0.3, 49.3, 4.6, 51.2) }, 'Belgium',
      { country: 'Netherlands', within: box(3.0, 50.7, 7.3, 51.85) },
      { country: 'Germany', within: lowerBank }], label: [3.4, 50.5] },
    treveri: { parts: [{ country: 'France', within: box(4.6, 48.3, 8.3, 51.2) }, 'Luxembourg',
      { country: 'Germany', within: treveriBank }], label: [6.3, 49.3] },
    'gallia-celtica': { parts: [{ country: 'France', within: box(0.3, 46.5, 4.6, 49.3) }],
      label: [2.4, 47.9] },
    aedui: { parts: [{ country: 'France', within: box(4.6, 46.3, 8.3, 48.3) }],
      label: [5.3, 47.3] },
    helvetia: { parts: ['Switzerland', 'Liechtenstein'], label: [8.2, 46.8] },
    aquitania: { parts: [{ country: 'France', within: box(-2.0, 42.3, 1.5, 46.5) }],
      label: [0.0, 44.4] },
    arverni: { parts: [{ country: 'France', within: box(1.5, 44.5, 4.6, 46.5) }],
      label: [3.0, 45.5] },
    narbonensis: { parts: [{ country: 'France', within: box(1.5, 41.3, 8.3, 44.5) },
      { country: 'France', within: box(4.6, 44.5, 8.3, 46.3) }, 'Monaco'],
      label: [5.7, 44.4] },
    'gallia-cisalpina': { parts: [{ country: 'Italy', within: box(6.5, 44.05, 14.0, 47.2) },
      { country: 'Italy', within: box(6.5, 43.7, 9.6, 44.05) }], label: [10.0, 45.3] },
    etruria: { parts: [{ country: 'Italy', within: box(9.6, 42.3, 12.4, 44.05) }],
      label: [11.0, 43.5] },
    umbria: { parts: [{ country: 'Italy', within: box(12.4, 42.3, 14.6, 44.05) }, 'San Marino'],
      label: [13.4, 42.9] },
    latium: { parts: [{ country: 'Italy', within: box(11.5, 40.0, 14.6, 42.3) }, 'Vatican'],
      label: [14.0, 40.9] },
    apulia: { parts: [{ country: 'Italy', within: box(14.6, 39.7, 18.7, 42.3), without: toe }],
      label: [17.0, 40.75] },
    bruttium: { parts: [{ country: 'Italy', within: toe, without: sicily }],
      label: [16.3, 38.9] },
    sicilia: { parts: [{ country: 'Italy', within: sicily }], label: [14.0, 37.5] },
    sardinia: { parts: [{ country: 'Italy', within: box(8.0, 38.8, 9.9, 41.3) },
      { country: 'France', within: box(8.3, 41.3, 9.7, 43.1) }], label: [9.0, 40.1] },
    gallaecia: { parts: [{ country: 'Spain', within: box(-9.5, 41.5, -6.8, 44.0) },
      { country: 'Portugal', within: box(-10, 41.3, -6, 42.2) }], label: [-8.0, 42.6] },
    cantabria: { parts: [{ country: 'Spain', within: box(-6.8, 42.3, -1.6, 44.0) }],
      label: [-4.3, 43.0] },
    tarraconensis: { parts: [{ country: 'Spain', within: box(-1.6, 37.3, 4.5, 44.0) }, 'Andorra'],
      label: [-0.4, 41.0] },
    celtiberia: { parts: [{ country: 'Spain', within: box(-5.0, 38.2, -1.6, 42.3) }],
      label: [-3.3, 40.3] },
    lusitania: { parts: [{ country: 'Spain', within: box(-7.6, 38.2, -5.0, 42.3),
      without: box(-9.5, 41.5, -6.8, 44.0) }, { country: 'Portugal', within: box(-10, 36.9, -6, 41.3) }],
      label: [-7.4, 39.5] },
    baetica: { parts: [{ country: 'Spain', within: box(-7.6, 35.9, -1.6, 38.2) },
      { country: 'Spain', within: box(-1.6, 35.9, 1.0, 37.3) }], label: [-4.8, 37.4] },
    'mauretania-occidentalis': { parts: [{ country: 'Morocco', within: box(-13, 29.5, -4.0, 36.0) }],
      label: [-6.2, 33.2] },
    'mauretania-orientalis': { parts: [{ country: 'Morocco', within: box(-4.0, 29.5, -1.0, 36.0) },
      { country: 'Algeria', within: box(-2.5, 33.0, 6.0, 37.2) }], label: [1.5, 35.0] },
    numidia: { parts: [{ country: 'Algeria', within: box(6.0, 33.0, 9.0, 37.2) },
      { country: 'Tunisia', within: box(7.5, 33.5, 9.3, 37.6) }], label: [7.2, 35.4] },
    'africa-proconsularis': { parts: [{ country: 'Tunisia', within: box(9.3, 33.5, 11.6, 37.6) }],
      label: [10.2, 35.6] },
    tripolitania: { parts: [{ country: 'Tunisia', within: box(7.5, 30.0, 11.6, 33.5) },
      { country: 'Libya', within: box(9.0, 29.0, 19.0, 33.5) }], label: [13.5, 31.2] },
    cyrenaica: { parts: [{ country: 'Libya', within: box(19.0, 29.0, 25.3, 33.5) }],
      label: [21.6, 31.2] },
    aegyptus: { parts: [{ country: 'Egypt', within: box(24.5, 26.5, 35.0, 31.7) }],
      label: [30.2, 28.6] },
    illyricum: { parts: ['Croatia', 'Slovenia', 'Bosnia and Herz.', 'Montenegro',
      { country: 'Albania', within: box(18.5, 41.3, 21.1, 43.0) }], label: [17.4, 44.1] },
    macedonia: { parts: ['Macedonia', 'Kosovo', { country: 'Serbia', within: box(18.8, 41.8, 23.1, 44.5) },
      { country: 'Albania', within: box(18.5, 39.5, 21.1, 41.3) },
      { country: 'Greece', within: box(19.3, 39.0, 24.3, 41.8) }], label: [21.6, 41.5] },
    achaia: { parts: [{ country: 'Greece', within: box(19.3, 36.3, 25.0, 39.0) }],
      label: [22.2, 38.1] },
    thracia: { parts: ['Bulgaria', { country: 'Turkey', within: thraceTr },
      { country: 'Greece', within: box(24.3, 40.4, 26.7, 41.8) }], label: [25.3, 42.5] },
    asia: { parts: [{ country: 'Turkey', within: box(25.6, 35.8, 31.5, 40.15), without: thraceTr },
      { country: 'Turkey', within: box(25.6, 40.15, 27.5, 40.7), without: thraceTr }],
      label: [28.6, 38.6] },
    bithynia: { parts: [{ country: 'Turkey', within: box(27.5, 40.15, 40.0, 42.2), without: thraceTr }],
      label: [32.8, 41.0] },
    galatia: { parts: [{ country: 'Turkey', within: box(31.5, 37.2, 40.0, 40.15) }],
      label: [34.6, 39.1] },
    cilicia: { parts: [{ country: 'Turkey', within: box(31.5, 35.8, 35.6, 37.2) }],
      label: [33.4, 36.9] },
    syria: { parts: ['Syria', 'Lebanon', 'Israel', 'Palestine', 'Jordan',
      { country: 'Turkey', within: box(35.6, 35.8, 40.0, 37.2) }], label: [37.4, 34.6] },
    caledonia: { parts: [{ country: 'United Kingdom', within: box(-8.0, 55.0, 0.0, 61.0),
      without: ulster }], label: [-4.2, 56.9] },
    britannia: { parts: [{ country: 'United Kingdom', within: box(-6.5, 49.8, 2.0, 55.0),
      without: ulster }, 'Isle of Man'], label: [-1.6, 52.4] },
    frisia: { parts: [{ country: 'Netherlands', within: box(3.0, 51.85, 7.3, 53.8) },
      { country: 'Germany', within: box(6.0, 52.3, 9.0, 54.0) }], label: [6.8, 52.9] },
    germania: { parts: [{ country: 'Germany', within: box(9.0, 48.7, 15.1, 55.1) },
      { country: 'Germany', within: box(5.8, 48.7, 9.0, 52.3), without: leftBank },
      { country: 'Germany', within: box(5.8, 54.0, 9.0, 55.1) },
      { country: 'Germany', within: box(7.4, 47.2, 9.0, 48.7) }, 'Czechia', 'Slovakia'],
      label: [11.2, 51.2] },
    raetia: { parts: [{ country: 'Germany', within: box(9.0, 47.2, 13.9, 48.7) }, 'Austria'],
      label: [12.8, 47.5] },
    pannonia: { parts: ['Hungary', { country: 'Serbia', within: box(18.8, 44.5, 23.1, 46.3) }],
      label: [19.2, 46.9] },
  },
  wrapLanes: [],
};
