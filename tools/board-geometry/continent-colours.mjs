// The colours of the continents' bands on every board: nine hues that no player colour uses.
//
// Each is at least 20 CIEDE2000 units from every player colour (src/ui/palette.rs: the token
// fill and the lighter land shade), so a continent's band never reads as a player's land; the
// measured minimum is 21.7 (lime against the green player's land). Each board gives
// neighbouring continents colours at least 30 units apart. The test
// `continent_bands_differ_from_every_player_colour` (src/ui/palette/delta_e.rs) measures it;
// docs/ui.md says how they were chosen.
export const continentColours = {
  amber: '#f59a00',
  brown: '#703a0c',
  wine: '#7d0f4a',
  indigo: '#341f94',
  violet: '#8a5cf5',
  lime: '#55dc38',
  forest: '#14521e',
  olive: '#847f0a',
  peach: '#ffb27e',
};
