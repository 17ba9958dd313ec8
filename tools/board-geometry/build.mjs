// Builds a board's geometry (territory outlines, label points, sea lanes) from Natural Earth
// country outlines, and writes it as compact JSON that the app embeds.
//
//   node tools/board-geometry/build.mjs world           # (re)write the committed data
//   node tools/board-geometry/build.mjs world --check   # fail if the committed data differs
//
// Steps: simplify the atlas topology, merge countries into territories, cut the large
// countries along the config's lines, warp lon/lat onto the board, drop specks, then check the
// drawing against the rules: every border the rules list either touches by land or becomes a
// dashed sea lane, and no two territories touch by land unless the rules list their border.

import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as topojson from 'topojson-client';
import * as simplify from 'topojson-simplify';
import clip from 'polygon-clipping';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);

const [boardName, flag] = process.argv.slice(2);
if (!boardName) {
  console.error('usage: build.mjs <board> [--check]');
  process.exit(2);
}
const config = (await import(`./${boardName}.config.mjs`)).default;
const rules = JSON.parse(readFileSync(join(root, 'crates/engine/src/boards', `${boardName}.json`), 'utf8'));
const outPath = join(root, 'src/ui/board', `${boardName}.geometry.json`);

/** Interpolates `value` along sorted-or-reversed [input, output] knots, extrapolating at ends. */
function piecewise(knots, value) {
  const ascending = knots[0][0] < knots[knots.length - 1][0];
  const sorted = ascending ? knots : [...knots].reverse();
  let i = 0;
  while (i < sorted.length - 2 && value > sorted[i + 1][0]) i++;
  const [[x0, y0], [x1, y1]] = [sorted[i], sorted[i + 1]];
  return y0 + ((value - x0) / (x1 - x0)) * (y1 - y0);
}

const round = (v) => Math.round(v * 10) / 10;
const project = ([lon, lat]) => [round(piecewise(config.warp.lon, lon)),
  round(piecewise(config.warp.lat, lat))];

/** Signed area of a ring in board units. */
function ringArea(ring) {
  let area = 0;
  for (let i = 0, n = ring.length; i < n; i++) {
    const [x0, y0] = ring[i];
    const [x1, y1] = ring[(i + 1) % n];
    area += x0 * y1 - x1 * y0;
  }
  return area / 2;
}

// 1. Simplify the atlas topology (shared borders stay shared), then read each country.
const atlas = require(config.atlas);
const simplified = simplify.simplify(simplify.presimplify(atlas, simplify.planarTriangleArea),
  config.simplifyWeight);
const countries = new Map();
for (const geometry of simplified.objects.countries.geometries) {
  const feature = topojson.feature(simplified, geometry);
  const name = feature.properties.name;
  const shape = feature.geometry;
  if (!shape) continue;
  let polygons = shape.type === 'Polygon' ? [shape.coordinates] : shape.coordinates;
  if (config.unwrap.includes(name)) {
    polygons = polygons.map((p) => p.map((r) => r.map(([lon, lat]) => [lon < 0 ? lon + 360 : lon, lat])));
  }
  countries.set(name, polygons);
}

// 2. Merge and cut countries into territories, in lon/lat.
const used = new Set();
function territoryShape(id, spec) {
  const pieces = spec.parts.map((part) => {
    const { country, within, without } = typeof part === 'string' ? { country: part } : part;
    const shape = countries.get(country);
    if (!shape) throw new Error(`${id}: no country named "${country}" in ${config.atlas}`);
    used.add(country);
    let piece = shape;
    if (within) piece = clip.intersection(piece, [within]);
    if (without) piece = clip.difference(piece, [without]);
    return piece;
  });
  return clip.union(...pieces);
}

// 3. Warp onto the board, drop specks, and write SVG paths.
function toPath(multipolygon) {
  const rings = [];
  for (const polygon of multipolygon) {
    const projected = polygon.map((ring) => ring.map(project)
      .filter((p, i, all) => i === 0 || p[0] !== all[i - 1][0] || p[1] !== all[i - 1][1]));
    if (Math.abs(ringArea(projected[0])) < config.minRingArea) continue;
    for (const ring of projected) {
      if (ring.length >= 4 && Math.abs(ringArea(ring)) >= config.minRingArea) rings.push(ring);
    }
  }
  return { rings, d: pathOf(rings) };
}

/** The SVG path of closed rings (each ring's last point repeats its first). */
function pathOf(rings) {
  return rings.map((ring) => {
    const points = ring.slice(0, -1).map(([x, y]) => `${x} ${y}`);
    return `M${points.join(' ')}Z`;
  }).join('');
}

const shapes = new Map();
const output = [];
for (const t of rules.territories) {
  const spec = config.territories[t.id];
  if (!spec) throw new Error(`no geometry configured for territory ${t.id}`);
  const { rings, d } = toPath(territoryShape(t.id, spec));
  if (!rings.length) throw new Error(`${t.id}: nothing left to draw`);
  shapes.set(t.id, rings);
  output.push({ id: t.id, d, label: project(spec.label) });
}
const extra = Object.keys(config.territories).filter((id) => !rules.territories.some((t) => t.id === id));
if (extra.length) throw new Error(`geometry for territories the rules lack: ${extra.join(', ')}`);

// 3b. Where a territory's border runs straight past a neighbour's corner (a cut along a
// parallel meeting a third territory, say), the corner goes on both outlines: a shared border
// then has the same vertices on each side, so the app tells a continent's inner borders from
// its edge (src/ui/board/outline.rs) and draws no band along them.
// Grid cells for quick look-ups: of corners here, of edges in step 4.
const CELL = 8;
/** The grid cells (CELL units square) the box of the segment a-b covers, as map keys. */
function* cellsOf(a, b) {
  for (let cx = Math.floor(Math.min(a[0], b[0]) / CELL); cx <= Math.floor(Math.max(a[0], b[0]) / CELL); cx++) {
    for (let cy = Math.floor(Math.min(a[1], b[1]) / CELL); cy <= Math.floor(Math.max(a[1], b[1]) / CELL); cy++) {
      yield `${cx},${cy}`;
    }
  }
}
const ON_EDGE = 0.06;
const corners = new Map();
for (const rings of shapes.values()) {
  for (const ring of rings) {
    for (const p of ring) {
      const [key] = cellsOf(p, p);
      if (!corners.has(key)) corners.set(key, []);
      corners.get(key).push(p);
    }
  }
}
/**
 * The corners (of any territory: a neighbour's, or the territory's own where a peninsula
 * touches its border) lying on the edge a-b, strictly inside it, in order from a.
 */
function cornersOn(a, b) {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const length = dx * dx + dy * dy;
  if (!length) return [];
  const found = new Map();
  for (const key of cellsOf(a, b)) {
    for (const p of corners.get(key) ?? []) {
      const t = ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length;
      if (t <= 0 || t >= 1 || segmentDistance(p, [a, b]) > ON_EDGE) continue;
      found.set(`${p[0]} ${p[1]}`, { t, p });
    }
  }
  return [...found.values()].sort((u, v) => u.t - v.t).map(({ p }) => p)
    .filter((p) => (p[0] !== a[0] || p[1] !== a[1]) && (p[0] !== b[0] || p[1] !== b[1]));
}
for (const entry of output) {
  const rings = shapes.get(entry.id).map((ring) => {
    const joined = [ring[0]];
    for (let i = 0; i + 1 < ring.length; i++) joined.push(...cornersOn(ring[i], ring[i + 1]), ring[i + 1]);
    return joined;
  });
  shapes.set(entry.id, rings);
  entry.d = pathOf(rings);
}

// 4. Which territories touch by land: a vertex of one lies on an edge of the other.
const TOUCH = 0.25;
/** Buckets a territory's edges by grid cell, for quick nearest-edge look-ups. */
function edgeGrid(rings) {
  const grid = new Map();
  for (const ring of rings) {
    for (let i = 0; i + 1 < ring.length; i++) {
      const [a, b] = [ring[i], ring[i + 1]];
      for (const key of cellsOf(a, b)) {
        if (!grid.has(key)) grid.set(key, []);
        grid.get(key).push([a, b]);
      }
    }
  }
  return grid;
}
/** Distance from point p to the segment a-b. */
function segmentDistance([px, py], [[ax, ay], [bx, by]]) {
  const [dx, dy] = [bx - ax, by - ay];
  const length = dx * dx + dy * dy;
  const t = length ? Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length)) : 0;
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}
function touches(a, gridB) {
  for (const ring of a) {
    for (const p of ring) {
      const [cell] = cellsOf(p, p);
      const edges = gridB.get(cell) ?? [];
      if (edges.some((edge) => segmentDistance(p, edge) <= TOUCH)) return true;
    }
  }
  return false;
}
const grids = new Map([...shapes].map(([id, rings]) => [id, edgeGrid(rings)]));

const listed = new Set();
for (const t of rules.territories) for (const n of t.neighbours) listed.add([t.id, n].sort().join('|'));
const ids = rules.territories.map((t) => t.id);
const problems = [];
const seaLanes = [];
const width = config.warp.lon[config.warp.lon.length - 1][1];
const height = config.warp.lat[config.warp.lat.length - 1][1];
const labelOf = new Map(output.map((t) => [t.id, t.label]));
for (let i = 0; i < ids.length; i++) {
  for (let j = i + 1; j < ids.length; j++) {
    const [a, b] = [ids[i], ids[j]];
    const byLand = touches(shapes.get(a), grids.get(b)) || touches(shapes.get(b), grids.get(a));
    const isBorder = listed.has([a, b].sort().join('|'));
    if (byLand && !isBorder) problems.push(`${a} and ${b} touch by land but the rules list no border`);
    if (!byLand && isBorder) {
      const [pa, pb] = [labelOf.get(a), labelOf.get(b)];
      const wraps = config.wrapLanes.some((pair) => pair.includes(a) && pair.includes(b));
      if (wraps) {
        const [left, right] = pa[0] < pb[0] ? [pa, pb] : [pb, pa];
        const y = round((left[1] + right[1]) / 2);
        seaLanes.push({ between: [a, b], lines: [[left, [0, y]], [right, [width, y]]] });
      } else {
        seaLanes.push({ between: [a, b], lines: [[pa, pb]] });
      }
    }
  }
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}

const geometry = {
  board: config.board,
  generatedBy: `tools/board-geometry/build.mjs ${boardName} (from ${config.atlas}, Natural Earth, public domain)`,
  width,
  height,
  chart: config.chart,
  continentColors: config.continentColors,
  territories: output,
  seaLanes,
};
const text = `${JSON.stringify(geometry)}\n`;
if (flag === '--check') {
  let committed = '';
  try {
    committed = readFileSync(outPath, 'utf8');
  } catch {
    // a missing file differs like any other
  }
  if (committed !== text) {
    console.error(`${outPath} is not what build.mjs ${boardName} produces: run it and commit`);
    process.exit(1);
  }
  console.log(`${boardName} geometry is reproducible (${text.length} bytes)`);
} else {
  writeFileSync(outPath, text);
  const unused = [...countries.keys()].filter((c) => !used.has(c)).sort();
  console.log(`wrote ${outPath}: ${text.length} bytes, ${output.length} territories, ${seaLanes.length} sea lanes`);
  console.log(`sea lanes: ${seaLanes.map((l) => l.between.join('-')).join(', ')}`);
  console.log(`countries left off the board: ${unused.join(', ')}`);
}
