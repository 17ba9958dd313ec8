// The colours of the continents' bands on every board: nine hues that no player colour uses.
//
// Measured in CIEDE2000 against every player colour (src/ui/palette.rs: the token fill and the
// lighter land shade): each band is at least 22.0 away (the threshold is 20), and the same
// colour faded towards the paper, which fills the land nobody holds yet, at least 14.0 (the
// threshold is 12). Each board gives continents that share a border bands at least 31.1 apart
// (threshold 30). src/ui/palette/delta_e.rs measures all three; docs/ui.md says how they were
// chosen.
export const continentColours = {
  ochre: '#c6933c',
  maroon: '#632730',
  blue: '#1500de',
  brown: '#5d3300',
  green: '#10e830',
  violet: '#8160ff',
  forest: '#1b4821',
  olive: '#607b03',
  peach: '#fcc09c',
};
