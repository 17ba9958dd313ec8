//! Where the map writes territory names and how big it draws army tokens. Both keep their
//! size on screen whatever the zoom: names are always legible, and a name is written only
//! where it overlaps no other name and no token, above its token or else below it. Zooming
//! in makes room for more names; the chosen territory and the step's choices come first.

/// Size of a name on screen, in CSS pixels.
pub const NAME_PX: f64 = 11.0;
/// Width of a character of a name, as a fraction of [`NAME_PX`]: the widest measured in the
/// browser's bold sans-serif ("Congo", 0.715), so no estimate falls short.
const CHAR_WIDTH: f64 = 0.72;
/// Height of a line of a name, as a fraction of [`NAME_PX`] (1.18 measured).
const LINE_HEIGHT: f64 = 1.2;
/// Space between a token and its name, in CSS pixels.
const GAP_PX: f64 = 1.5;
/// Names longer than this many characters are written on two lines when they can be.
const ONE_LINE: usize = 11;

/// A token's radius on screen (CSS pixels) at `scale` pixels per board unit: 16 board units
/// at the tablet's opening view (a 24 px token there), never smaller than 11 px nor larger
/// than 16 px.
pub fn token_radius_px(scale: f64) -> f64 {
    (16.0 * scale).clamp(11.0, 16.0)
}

/// A name split into one or two lines, at the space nearest its middle.
pub fn name_lines(name: &str) -> Vec<String> {
    let count = name.chars().count();
    if count <= ONE_LINE {
        return vec![name.to_owned()];
    }
    let middle = count / 2;
    let split = name
        .char_indices()
        .filter(|&(_, c)| c == ' ')
        .map(|(i, _)| i)
        .min_by_key(|&i| name[..i].chars().count().abs_diff(middle));
    match split {
        Some(i) => vec![name[..i].to_owned(), name[i + 1..].to_owned()],
        None => vec![name.to_owned()],
    }
}

/// One territory to name: its label point (board units), its name and whether a token
/// stands on the point.
#[derive(Clone, Debug, PartialEq)]
pub struct Want {
    /// The label point.
    pub at: [f64; 2],
    /// The name.
    pub name: String,
    /// Whether an army token stands there.
    pub token: bool,
}

/// A name placed on the map, in board units.
#[derive(Clone, Debug, PartialEq)]
pub struct Placed {
    /// Centre of the text.
    pub x: f64,
    /// Baseline of the first line.
    pub y: f64,
    /// The lines.
    pub lines: Vec<String>,
}

/// A box in board units: left, top, right, bottom.
type Rect = [f64; 4];

fn overlaps(a: &Rect, b: &Rect) -> bool {
    a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]
}

/// The box a name takes at `scale`, and the text's place, with the name's block centred at
/// `x` and its top at `top`.
fn block(x: f64, top: f64, lines: &[String], scale: f64) -> (Rect, Placed) {
    let unit = NAME_PX / scale;
    let longest = lines.iter().map(|l| l.chars().count()).max().unwrap_or(0);
    let width = longest as f64 * CHAR_WIDTH * unit;
    let height = lines.len() as f64 * LINE_HEIGHT * unit;
    let rect = [x - width / 2.0, top, x + width / 2.0, top + height];
    // The first baseline sits about 0.85 of the font's size below the line's top.
    let placed = Placed {
        x,
        y: top + (LINE_HEIGHT - 1.0) / 2.0 * unit + 0.85 * unit,
        lines: lines.to_vec(),
    };
    (rect, placed)
}

/// Places as many names as fit at `scale` (CSS pixels per board unit) inside the visible
/// box `within` (left, top, right, bottom in board units), taking territories in `order`
/// (most wanted first); returns one entry per territory of `wants`.
pub fn place_names(
    wants: &[Want],
    order: &[usize],
    scale: f64,
    within: [f64; 4],
) -> Vec<Option<Placed>> {
    let radius = token_radius_px(scale) / scale;
    let gap = GAP_PX / scale;
    let mut taken: Vec<Rect> = wants
        .iter()
        .filter(|w| w.token)
        .map(|w| {
            let [x, y] = w.at;
            [x - radius, y - radius, x + radius, y + radius]
        })
        .collect();
    let mut placed = vec![None; wants.len()];
    for &i in order {
        let Some(want) = wants.get(i) else { continue };
        let lines = name_lines(&want.name);
        let [x, y] = want.at;
        let height = lines.len() as f64 * LINE_HEIGHT * NAME_PX / scale;
        let tops = if want.token {
            vec![y - radius - gap - height, y + radius + gap]
        } else {
            vec![y - height / 2.0]
        };
        for top in tops {
            let (rect, place) = block(x, top, &lines, scale);
            let inside = rect[0] >= within[0]
                && rect[1] >= within[1]
                && rect[2] <= within[2]
                && rect[3] <= within[3];
            if inside && !taken.iter().any(|t| overlaps(t, &rect)) {
                taken.push(rect);
                placed[i] = Some(place);
                break;
            }
        }
    }
    placed
}

#[cfg(test)]
mod tests {
    use super::*;

    fn want(x: f64, y: f64, name: &str) -> Want {
        Want {
            at: [x, y],
            name: name.to_owned(),
            token: true,
        }
    }

    #[test]
    fn long_names_break_at_the_middle_space() {
        assert_eq!(
            name_lines("Eastern United States"),
            ["Eastern", "United States"]
        );
        assert_eq!(
            name_lines("Territoires du Nord-Ouest"),
            ["Territoires", "du Nord-Ouest"]
        );
        assert_eq!(name_lines("Kamchatka"), ["Kamchatka"]);
    }

    #[test]
    fn tokens_are_24_px_at_a_tablets_opening_view() {
        assert!(token_radius_px(0.76) * 2.0 >= 24.0);
        assert_eq!(token_radius_px(3.0), 16.0);
        assert_eq!(token_radius_px(0.3), 11.0);
    }

    #[test]
    fn names_never_overlap_and_zooming_in_shows_more() {
        let wants: Vec<Want> = (0..30)
            .map(|i| {
                want(
                    f64::from(i % 6) * 56.0,
                    f64::from(i / 6) * 56.0,
                    "Northern Territory",
                )
            })
            .collect();
        let order: Vec<usize> = (0..wants.len()).collect();
        let all = [-1e9, -1e9, 1e9, 1e9];
        let far = place_names(&wants, &order, 0.5, all);
        let near = place_names(&wants, &order, 2.0, all);
        let count = |p: &[Option<Placed>]| p.iter().flatten().count();
        assert!(
            count(&near) > count(&far),
            "{} vs {}",
            count(&near),
            count(&far)
        );
        for (scale, placed) in [(0.5, &far), (2.0, &near)] {
            let boxes: Vec<Rect> = placed
                .iter()
                .flatten()
                .map(|p| {
                    let unit = NAME_PX / scale;
                    let top = p.y - 0.85 * unit - (LINE_HEIGHT - 1.0) / 2.0 * unit;
                    block(p.x, top, &p.lines, scale).0
                })
                .collect();
            for (i, a) in boxes.iter().enumerate() {
                assert!(boxes[i + 1..].iter().all(|b| !overlaps(a, b)));
            }
        }
    }

    #[test]
    fn the_most_wanted_name_is_placed_first() {
        let wants = vec![want(0.0, 0.0, "Alpha"), want(10.0, 0.0, "Beta")];
        let placed = place_names(&wants, &[1, 0], 0.5, [-1e9, -1e9, 1e9, 1e9]);
        assert!(placed[1].is_some());
    }

    #[test]
    fn a_name_that_would_leave_the_view_goes_below_its_token_or_is_left_out() {
        let wants = vec![want(100.0, 20.0, "Greenland")];
        let placed = place_names(&wants, &[0], 1.0, [0.0, 0.0, 1000.0, 600.0]);
        let below = placed[0].as_ref().expect("placed below the token");
        assert!(below.y > 20.0, "{below:?}");
        let placed = place_names(&wants, &[0], 1.0, [0.0, 0.0, 1000.0, 45.0]);
        assert!(placed[0].is_none());
    }
}
