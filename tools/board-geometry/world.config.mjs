// Which Natural Earth countries make each territory of the world board (RULINGS R2), where the
// large countries are cut, and how the map is warped so that every territory stays tappable.
//
// A part is a country name from world-atlas, or { country, within, without } where `within`
// and `without` are lon/lat polygons (see `box` and `poly`) that keep or remove part of it.

import { continentColours as c } from './continent-colours.mjs';

/** A lon/lat rectangle as a polygon ring. */
export const box = (lon0, lat0, lon1, lat1) => [
  [lon0, lat0], [lon1, lat0], [lon1, lat1], [lon0, lat1], [lon0, lat0],
];

/** A closed lon/lat polygon ring from its corners. */
export const poly = (...corners) => [...corners, corners[0]];

// Cut lines through Canada (Hudson Strait separates the Northwest Territory from Quebec).
const canadaNorth = poly([-141, 60], [-79.5, 60], [-79.5, 62.8], [-74, 62.65], [-71, 61.7],
  [-66, 61], [-50, 61], [-50, 85], [-141, 85]);
const quebec = poly([-74.3, 40], [-50, 40], [-50, 61], [-66, 61], [-71, 61.7], [-74, 62.65],
  [-79.5, 62.8], [-79.5, 47], [-74.3, 45.2]);
const ontario = poly([-110, 40], [-74.3, 40], [-74.3, 45.2], [-79.5, 47], [-79.5, 60], [-110, 60]);
// Cut lines through Russia (longitudes unwrapped past 180 so Chukotka stays in one piece).
const ural = poly([55, 40], [55, 85], [75, 85], [75, 55], [87.5, 55], [87.5, 40]);
const siberia = poly([75, 85], [100, 85], [100, 40], [87.5, 40], [87.5, 55], [75, 55]);
const kamchatka = poly([130, 40], [130, 60], [140, 60], [140, 85], [190, 85], [190, 40]);
// Manchuria belongs to Mongolia on the board, which is how Mongolia reaches the sea.
const manchuria = poly([115, 40.5], [115, 55], [136, 55], [136, 38.5], [121, 38.5]);
const westAustralia = poly([110, -9], [138, -9], [138, -26], [141, -26], [141, -45], [110, -45]);

export default {
  board: 'world',
  atlas: 'world-atlas/countries-50m.json',
  // Arcs lighter than this (planar triangle area, in square degrees) are simplified away.
  simplifyWeight: 0.12,
  // Rings smaller than this (square board units) are dropped as specks.
  minRingArea: 5,
  // Countries whose negative longitudes continue east of 180 degrees.
  unwrap: ['Russia'],
  // Piecewise-linear warps: Europe is widened and the oceans and poles narrowed, as on the
  // printed board, so the small European territories stay large enough to tap.
  warp: {
    lon: [[-170, 0], [-125, 95], [-100, 165], [-52, 300], [-10, 392], [45, 610], [100, 790],
      [190, 1000]],
    lat: [[84, 0], [72, 42], [60, 110], [45, 210], [30, 292], [15, 358], [0, 418], [-15, 478],
      [-30, 542], [-45, 604], [-56, 642]],
  },
  // Where the continents chart goes (the empty South Pacific), in board units.
  chart: { x: 12, y: 470 },
  // The printed board's hues where no player colour is near (continent-colours.mjs): North
  // America ochre, Europe blue, Africa brown, Asia green, Oceania violet; South America's red
  // is too near Africa's brown, so it is the forest's green. Neighbours at least 31.1 apart.
  continentColors: {
    'north-america': c.ochre,
    'south-america': c.forest,
    europe: c.blue,
    africa: c.brown,
    asia: c.green,
    oceania: c.violet,
  },
  territories: {
    alaska: { parts: [{ country: 'United States of America', within: box(-170, 50, -129, 75) }],
      label: [-152, 64] },
    'northwest-territory': { parts: [{ country: 'Canada', within: canadaNorth }],
      label: [-115, 65] },
    alberta: { parts: [{ country: 'Canada', within: box(-141, 40, -110, 60) }], label: [-119, 55] },
    'western-us': { parts: [{ country: 'United States of America', within: box(-126, 24, -100, 50) }],
      label: [-110, 41] },
    'central-america': { parts: ['Mexico', 'Guatemala', 'Belize', 'Honduras', 'El Salvador',
      'Nicaragua', 'Costa Rica', 'Panama', 'Cuba', 'Jamaica', 'Haiti', 'Dominican Rep.',
      'Bahamas', 'Puerto Rico'], label: [-101, 22] },
    greenland: { parts: ['Greenland'], label: [-41, 73] },
    ontario: { parts: [{ country: 'Canada', within: ontario }], label: [-92, 51] },
    quebec: { parts: [{ country: 'Canada', within: quebec }], label: [-71, 52] },
    'eastern-us': { parts: [{ country: 'United States of America', within: box(-100, 24, -60, 50) }],
      label: [-86, 38] },
    venezuela: { parts: ['Venezuela', 'Colombia', 'Guyana', 'Suriname', 'Trinidad and Tobago',
      { country: 'France', within: box(-55, 1, -51, 6.5) }], label: [-68, 6] },
    peru: { parts: ['Peru', 'Ecuador', 'Bolivia'], label: [-73, -11] },
    brazil: { parts: ['Brazil'], label: [-50, -10] },
    argentina: { parts: ['Argentina', 'Chile', 'Uruguay', 'Paraguay', 'Falkland Is.'],
      label: [-65, -34] },
    iceland: { parts: ['Iceland'], label: [-19, 64.9] },
    scandinavia: { parts: [{ country: 'Norway', within: box(0, 55, 35, 72) }, 'Sweden', 'Finland',
      'Åland'], label: [17, 64] },
    ukraine: { parts: ['Ukraine', 'Belarus', 'Moldova', 'Lithuania', 'Latvia', 'Estonia', 'Georgia',
      'Armenia', 'Azerbaijan', { country: 'Russia', within: box(19, 40, 55, 85) }],
      label: [38, 55] },
    'great-britain': { parts: ['United Kingdom', 'Ireland', 'Isle of Man'], label: [-3, 53.5] },
    'northern-europe': { parts: ['Germany', 'Poland', 'Czechia', 'Slovakia',
      { country: 'Denmark', within: box(7, 54, 16, 58) },
      { country: 'Netherlands', within: box(3, 50, 8, 54) }], label: [14, 52.3] },
    'western-europe': { parts: [{ country: 'France', within: box(-6, 41, 10, 52) },
      { country: 'Spain', within: box(-10, 35.95, 5, 44.5) },
      { country: 'Portugal', within: box(-10, 36, -6, 42.5) }, 'Belgium', 'Luxembourg', 'Andorra',
      'Monaco'], label: [-2.5, 43] },
    'southern-europe': { parts: ['Italy', 'Switzerland', 'Austria', 'Liechtenstein', 'Slovenia',
      'Croatia', 'Bosnia and Herz.', 'Serbia', 'Montenegro', 'Kosovo', 'Albania', 'Macedonia',
      'Greece', 'Bulgaria', 'Romania', 'Hungary', 'San Marino', 'Vatican', 'Malta'],
      label: [22, 44.5] },
    'north-africa': { parts: ['Morocco', 'W. Sahara', 'Algeria', 'Tunisia', 'Mauritania', 'Mali',
      'Niger', 'Chad', 'Senegal', 'Gambia', 'Guinea-Bissau', 'Guinea', 'Sierra Leone', 'Liberia',
      "Côte d'Ivoire", 'Burkina Faso', 'Ghana', 'Togo', 'Benin', 'Nigeria'], label: [0, 20] },
    egypt: { parts: ['Egypt', 'Libya'], label: [24, 26] },
    congo: { parts: ['Dem. Rep. Congo', 'Congo', 'Gabon', 'Eq. Guinea', 'Cameroon',
      'Central African Rep.', 'Angola'], label: [20, -3] },
    'east-africa': { parts: ['Sudan', 'S. Sudan', 'Ethiopia', 'Eritrea', 'Djibouti', 'Somalia',
      'Somaliland', 'Kenya', 'Uganda', 'Tanzania', 'Rwanda', 'Burundi'], label: [36, 6] },
    'south-africa': { parts: ['South Africa', 'Namibia', 'Botswana', 'Zimbabwe', 'Mozambique',
      'Zambia', 'Malawi', 'Lesotho', 'eSwatini'], label: [25, -23] },
    madagascar: { parts: ['Madagascar'], label: [46.8, -19.5] },
    siberia: { parts: [{ country: 'Russia', within: siberia }], label: [88, 63] },
    ural: { parts: [{ country: 'Russia', within: ural }], label: [64, 60] },
    china: { parts: [{ country: 'China', without: manchuria }, 'Taiwan', 'Hong Kong', 'Macao'],
      label: [103, 33] },
    afghanistan: { parts: ['Afghanistan', 'Kazakhstan', 'Uzbekistan', 'Turkmenistan', 'Kyrgyzstan',
      'Tajikistan'], label: [66, 44] },
    'middle-east': { parts: ['Turkey', 'Syria', 'Lebanon', 'Israel', 'Palestine', 'Jordan', 'Iraq',
      'Iran', 'Saudi Arabia', 'Yemen', 'Oman', 'United Arab Emirates', 'Qatar', 'Kuwait',
      'Bahrain', 'Cyprus', 'N. Cyprus'], label: [45, 30] },
    india: { parts: ['India', 'Pakistan', 'Nepal', 'Bhutan', 'Bangladesh', 'Sri Lanka',
      'Siachen Glacier'], label: [78, 21] },
    siam: { parts: ['Myanmar', 'Thailand', 'Laos', 'Cambodia', 'Vietnam', 'Singapore',
      { country: 'Malaysia', within: box(99, 0, 105, 8) }], label: [101, 16] },
    yakutsk: { parts: [{ country: 'Russia', within: box(100, 60, 140, 85) }], label: [120, 66] },
    irkutsk: { parts: [{ country: 'Russia', within: box(100, 40, 130, 60) }], label: [112, 56] },
    mongolia: { parts: ['Mongolia', 'North Korea', 'South Korea',
      { country: 'China', within: manchuria }], label: [106, 46.5] },
    japan: { parts: ['Japan'], label: [139, 37] },
    kamchatka: { parts: [{ country: 'Russia', within: kamchatka }], label: [160, 64] },
    indonesia: { parts: [{ country: 'Indonesia', within: box(94, -12, 131, 7) },
      { country: 'Malaysia', within: box(109, 0, 120, 8) }, 'Brunei', 'Philippines',
      'Timor-Leste'], label: [114, -1] },
    'new-guinea': { parts: ['Papua New Guinea', { country: 'Indonesia', within: box(131, -11, 142, 1) }],
      label: [142, -5.5] },
    'western-australia': { parts: [{ country: 'Australia', within: westAustralia }],
      label: [121, -25] },
    'eastern-australia': { parts: [{ country: 'Australia', without: westAustralia }],
      label: [148.5, -26] },
  },
  // Sea lanes that cross the edge of the map: drawn as two half-lanes leaving each side.
  wrapLanes: [['alaska', 'kamchatka']],
};
