// Issue 23's whole games (e2e/play-sizes.mjs) at the two tablet sizes: solo against two
// bots and three players passing the device, each from the wizard to the victory screen,
// never scrolling.
import { after, before } from 'node:test';
import { launch } from '../harness.mjs';
import { playAtSizes } from '../play-sizes.mjs';

let app;
before(async () => { app = await launch(); });
after(() => app?.close());

playAtSizes(() => app, ['tabletLandscape', 'tabletPortrait']);
