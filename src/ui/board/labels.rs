//! Where the map writes territory names and how big it draws army tokens. Both keep their
//! size on screen whatever the zoom. Every territory in view gets its name: beside its token
//! where there is room, else moved into free space with a leader line to its token, else
//! shortened (the full name shows at a tap); only where not even that fits (a phone showing
//! the whole world) is the name left to a tap. Names never overlap each other, a token, the
//! continents chart or the zoom buttons.

/// Size of a name on screen, in CSS pixels.
pub const NAME_PX: f64 = 11.0;
/// Height of a line of a name, as a fraction of [`NAME_PX`] (1.18 measured).
const LINE_HEIGHT: f64 = 1.2;
/// A name without a leader line stands no more than this many times as far from its own
/// token as from any other, so that it reads as that territory's.
const BELONGS: f64 = 1.25;
/// Room kept between two names side by side, in CSS pixels, so they never read as one.
const NAMES_APART_PX: f64 = 3.0;
/// Space between a token and its name, in CSS pixels.
const GAP_PX: f64 = 1.5;
/// Names longer than this many characters are written on two lines when they can be.
const ONE_LINE: usize = 11;
/// Directions tried for a name moved away from its token, clockwise from the right.
const DIRECTIONS: usize = 16;
/// How far a moved name may go: rings of this many CSS pixels beyond the token's edge.
const RING_PX: [f64; 5] = [10.0, 22.0, 36.0, 52.0, 72.0];

/// Bits of a float's mantissa [`name_font_units`] drops: it keeps seven, 128 steps in each
/// doubling of the size (with 32, names 3 % larger no longer all fit a crowded map).
const FONT_BITS_DROPPED: u32 = 45;

/// The names' font size in board units at `scale` pixels per board unit: [`NAME_PX`] on
/// screen, rounded up to a ladder of 128 sizes in each doubling (at most 0.8 % larger; the
/// names' boxes are measured at this size). The map's text is drawn at its own size and
/// scaled (`text-rendering: geometricPrecision`), so each size on the ladder is one font the
/// browser looks up once, where a size following every zoom was a new font at every frame
/// (docs/performance.md "The map's fonts"). Done on the float's bits: `log2` and `exp2` would
/// bring the maths library into the first load.
pub fn name_font_units(scale: f64) -> f64 {
    let step = 1_u64 << FONT_BITS_DROPPED;
    let bits = (NAME_PX / scale).to_bits();
    let down = bits & !(step - 1);
    // One step up unless already on the ladder; a carry into the exponent is the next doubling.
    f64::from_bits(if down == bits { bits } else { down + step })
}

/// A token's radius on screen (CSS pixels) at `scale` pixels per board unit: 16 board units
/// at the tablet's opening view (a 24 px token there), never smaller than 11 px nor larger
/// than 16 px.
pub fn token_radius_px(scale: f64) -> f64 {
    (16.0 * scale).clamp(11.0, 16.0)
}

/// The width of a character of a name, as a fraction of the font's size: measured on the
/// widest bold sans-serif the page may fall back to (DejaVu Sans Bold), so no estimate falls
/// short on a phone's narrower fonts.
fn char_width(c: char) -> f64 {
    match c {
        'i' | 'j' | 'l' | 'I' | 'J' | 'î' | 'ï' | 'Î' | '\'' | ' ' => 0.37,
        'f' | 't' | 'r' | '.' | '-' | ',' => 0.49,
        'm' | 'w' | 'M' | 'W' | '&' | '…' => 1.1,
        c if c.is_uppercase() => 0.85,
        _ => 0.72,
    }
}

/// A line's width on screen, in CSS pixels.
fn line_px(line: &str) -> f64 {
    line.chars().map(char_width).sum::<f64>() * NAME_PX
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

/// One territory to name: its label point (board units), its name (and a shortened form for
/// crowded places), and whether a token stands on the point.
#[derive(Clone, Debug, PartialEq)]
pub struct Want {
    /// The label point.
    pub at: [f64; 2],
    /// The name.
    pub name: String,
    /// A shorter form of the name, if it has one.
    pub short: Option<String>,
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
    /// A line from the token's edge to the name, when the name was moved away from it.
    pub leader: Option<[f64; 4]>,
    /// Whether the name is a shortened form (the full name shows at a tap).
    pub short: bool,
}

/// A box in board units: left, top, right, bottom.
pub type Rect = [f64; 4];

/// Whether two boxes overlap.
fn overlaps(a: &Rect, b: &Rect) -> bool {
    a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]
}

/// Whether the segment from `a` to `b` crosses the box `r` (Liang-Barsky clipping).
fn crosses(a: [f64; 2], b: [f64; 2], r: &Rect) -> bool {
    let (dx, dy) = (b[0] - a[0], b[1] - a[1]);
    let (mut t0, mut t1) = (0.0_f64, 1.0_f64);
    for (p, q) in [
        (-dx, a[0] - r[0]),
        (dx, r[2] - a[0]),
        (-dy, a[1] - r[1]),
        (dy, r[3] - a[1]),
    ] {
        if p == 0.0 {
            if q < 0.0 {
                return false;
            }
        } else {
            let t = q / p;
            if p < 0.0 {
                t0 = t0.max(t);
            } else {
                t1 = t1.min(t);
            }
        }
    }
    t0 < t1
}

/// One way of writing a name: its lines, their size in board units, and whether shortened.
struct Form {
    lines: Vec<String>,
    width: f64,
    height: f64,
    short: bool,
}

impl Form {
    /// The form of `lines` at `scale`.
    fn new(lines: Vec<String>, short: bool, scale: f64) -> Form {
        let widest = lines.iter().map(|l| line_px(l)).fold(0.0, f64::max);
        let height = lines.len() as f64 * LINE_HEIGHT * NAME_PX;
        // The names are written at the ladder's size, a little over NAME_PX on screen.
        let units_a_px = name_font_units(scale) / NAME_PX;
        Form {
            lines,
            width: widest * units_a_px,
            height: height * units_a_px,
            short,
        }
    }

    /// The name's box centred at (`x`, `y`), and the text's place.
    fn at(&self, x: f64, y: f64, scale: f64) -> (Rect, Placed) {
        let (w, h) = (self.width / 2.0, self.height / 2.0);
        let unit = name_font_units(scale);
        // The first baseline sits about 0.85 of the font's size below the line's top.
        let placed = Placed {
            x,
            y: y - h + (LINE_HEIGHT - 1.0) / 2.0 * unit + 0.85 * unit,
            lines: self.lines.clone(),
            leader: None,
            short: self.short,
        };
        ([x - w, y - h, x + w, y + h], placed)
    }
}

/// The ways of writing a name, preferred first: as it is (on two lines when long, and on
/// one), then shortened.
fn forms(want: &Want, scale: f64) -> Vec<Form> {
    let mut forms = vec![Form::new(name_lines(&want.name), false, scale)];
    if forms[0].lines.len() > 1 {
        forms.push(Form::new(vec![want.name.clone()], false, scale));
    }
    if let Some(short) = &want.short {
        forms.push(Form::new(vec![short.clone()], true, scale));
    }
    forms
}

/// A candidate place: the name's centre, whether a leader line is drawn, and its cost (lower
/// is better: beside the token, then near it, the full name before a shortened one).
struct Spot {
    centre: [f64; 2],
    leader: bool,
    cost: f64,
}

/// The places tried for `form` around a token of `radius` at `at` (board units).
fn spots(form: &Form, at: [f64; 2], radius: f64, gap: f64, scale: f64) -> Vec<Spot> {
    let [x, y] = at;
    let (w, h) = (form.width / 2.0, form.height / 2.0);
    let base = if form.short { 1.5 } else { 0.0 };
    let beside = [
        ([x, y - radius - gap - h], 0.0),
        ([x, y + radius + gap + h], 0.1),
        ([x + radius + gap + w, y], 0.2),
        ([x - radius - gap - w, y], 0.3),
    ];
    let mut out: Vec<Spot> = beside
        .into_iter()
        .map(|(centre, cost)| Spot {
            centre,
            leader: false,
            cost: base + cost,
        })
        .collect();
    for (ring, px) in RING_PX.iter().enumerate() {
        let reach = radius + px / scale;
        for k in 0..DIRECTIONS {
            let angle = std::f64::consts::TAU * k as f64 / DIRECTIONS as f64;
            let (dx, dy) = (angle.cos(), angle.sin());
            // Out from the token until the box's edge, along this direction, is `reach` away.
            let edge = (w / dx.abs().max(1e-9)).min(h / dy.abs().max(1e-9));
            let centre = [x + dx * (reach + edge), y + dy * (reach + edge)];
            out.push(Spot {
                centre,
                leader: true,
                cost: base + 1.0 + ring as f64 + k as f64 * 1e-3,
            });
        }
    }
    out
}

/// The names placed so far and what they must keep clear of.
struct Layout {
    /// Tokens, names and blocked areas.
    taken: Vec<Rect>,
    /// Leader lines drawn.
    leaders: Vec<[[f64; 2]; 2]>,
    /// Tokens, by territory (`None` where no token stands).
    tokens: Vec<Option<Rect>>,
    /// Room kept between two names side by side, in board units.
    apart: f64,
}

impl Layout {
    /// Whether a name in `rect` fits, with its `leader` line (from its token's edge to the
    /// name) for territory `own`: the name overlaps nothing taken and crosses no leader, the
    /// leader crosses nothing taken but its own token, and a name without a leader is nearer
    /// its own token than any other.
    fn fits(&self, rect: &Rect, leader: Option<([f64; 2], [f64; 2])>, own: usize) -> bool {
        if self.taken.iter().any(|t| overlaps(t, rect)) {
            return false;
        }
        if self.leaders.iter().any(|&[a, b]| crosses(a, b, rect)) {
            return false;
        }
        leader.is_none_or(|(a, b)| {
            !self
                .taken
                .iter()
                .any(|t| crosses(a, b, t) && !is_token(t, &self.tokens, own))
        }) && (leader.is_some() || self.belongs(rect, own))
    }

    /// Whether a name in `rect` is about as near its own token as any other, or nearer, so
    /// that it reads as that territory's ([`BELONGS`]).
    fn belongs(&self, rect: &Rect, own: usize) -> bool {
        let away = |token: &Rect| {
            let (x, y) = ((token[0] + token[2]) / 2.0, (token[1] + token[3]) / 2.0);
            let dx = (rect[0] - x).max(x - rect[2]).max(0.0);
            let dy = (rect[1] - y).max(y - rect[3]).max(0.0);
            dx.hypot(dy)
        };
        let Some(mine) = self.tokens.get(own).copied().flatten() else {
            return true;
        };
        let distance = away(&mine);
        self.tokens
            .iter()
            .enumerate()
            .all(|(i, t)| i == own || t.is_none_or(|t| away(&t) * BELONGS > distance))
    }

    /// Takes `rect` for a name, with room kept beside it so that two names never run
    /// together.
    fn take_name(&mut self, rect: Rect) {
        let [l, t, r, b] = rect;
        self.taken.push([l - self.apart, t, r + self.apart, b]);
    }
}

/// Whether `rect` is the token of territory `own` (a leader starts at its own token).
fn is_token(rect: &Rect, tokens: &[Option<Rect>], own: usize) -> bool {
    tokens
        .get(own)
        .copied()
        .flatten()
        .is_some_and(|t| &t == rect)
}

/// The point of `rect` nearest to `p`.
fn nearest(rect: &Rect, p: [f64; 2]) -> [f64; 2] {
    [p[0].clamp(rect[0], rect[2]), p[1].clamp(rect[1], rect[3])]
}

/// Places every name that fits at `scale` (CSS pixels per board unit) inside the visible box
/// `within` (left, top, right, bottom in board units) and clear of the `blocked` boxes,
/// taking territories in `order` (most wanted first); returns one entry per territory of
/// `wants`.
pub fn place_names(
    wants: &[Want],
    order: &[usize],
    scale: f64,
    within: Rect,
    blocked: &[Rect],
) -> Vec<Option<Placed>> {
    let radius = token_radius_px(scale) / scale;
    let gap = GAP_PX / scale;
    let tokens: Vec<Option<Rect>> = wants
        .iter()
        .map(|w| {
            let [x, y] = w.at;
            w.token
                .then_some([x - radius, y - radius, x + radius, y + radius])
        })
        .collect();
    let mut layout = Layout {
        taken: tokens
            .iter()
            .flatten()
            .copied()
            .chain(blocked.iter().copied())
            .collect(),
        leaders: Vec::new(),
        tokens,
        apart: NAMES_APART_PX / scale,
    };
    let mut placed = vec![None; wants.len()];
    for &i in order {
        let Some(want) = wants.get(i) else { continue };
        let [x, y] = want.at;
        if x < within[0] || x > within[2] || y < within[1] || y > within[3] {
            continue;
        }
        placed[i] = place_one(want, i, &mut layout, scale, within, radius, gap);
    }
    placed
}

/// Finds the best free place for one name and takes it.
fn place_one(
    want: &Want,
    own: usize,
    layout: &mut Layout,
    scale: f64,
    within: Rect,
    radius: f64,
    gap: f64,
) -> Option<Placed> {
    let forms = forms(want, scale);
    // Every form's places, cheapest first; a name without a token sits on its point.
    let mut tries: Vec<(usize, Spot)> = Vec::new();
    for (f, form) in forms.iter().enumerate() {
        let places = if want.token {
            spots(form, want.at, radius, gap, scale)
        } else {
            vec![Spot {
                centre: want.at,
                leader: false,
                cost: f as f64,
            }]
        };
        tries.extend(places.into_iter().map(|spot| (f, spot)));
    }
    tries.sort_by(|a, b| a.1.cost.total_cmp(&b.1.cost));
    for (f, spot) in tries {
        let form = &forms[f];
        let (rect, mut place) = form.at(spot.centre[0], spot.centre[1], scale);
        let inside = rect[0] >= within[0]
            && rect[1] >= within[1]
            && rect[2] <= within[2]
            && rect[3] <= within[3];
        if !inside {
            continue;
        }
        let leader = spot.leader.then(|| {
            let end = nearest(&rect, want.at);
            let (dx, dy) = (end[0] - want.at[0], end[1] - want.at[1]);
            let length = dx.hypot(dy).max(1e-9);
            let start = [
                want.at[0] + dx / length * radius,
                want.at[1] + dy / length * radius,
            ];
            (start, end)
        });
        if layout.fits(&rect, leader, own) {
            layout.take_name(rect);
            if let Some((a, b)) = leader {
                layout.leaders.push([a, b]);
                place.leader = Some([a[0], a[1], b[0], b[1]]);
            }
            return Some(place);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn want(x: f64, y: f64, name: &str) -> Want {
        Want {
            at: [x, y],
            name: name.to_owned(),
            short: None,
            token: true,
        }
    }

    /// The box a placed name takes.
    fn box_of(p: &Placed, scale: f64) -> Rect {
        let form = Form::new(p.lines.clone(), p.short, scale);
        let unit = name_font_units(scale);
        let top = p.y - 0.85 * unit - (LINE_HEIGHT - 1.0) / 2.0 * unit;
        form.at(p.x, top + form.height / 2.0, scale).0
    }

    #[test]
    fn names_come_in_few_sizes_never_under_their_size() {
        let mut sizes = std::collections::BTreeSet::new();
        // 2,000 zooms from a phone's whole world (0.3 px a unit) to close up (3.3).
        for i in 0..2000 {
            let scale = 0.3 + f64::from(i) * 0.0015;
            let units = name_font_units(scale);
            let on_screen = units * scale;
            assert!(on_screen >= NAME_PX - 1e-9, "{on_screen} px at {scale}");
            assert!(on_screen < NAME_PX * 1.008, "{on_screen} px at {scale}");
            sizes.insert(units.to_bits());
        }
        // log2(3.3 / 0.3) = 3.46 doublings of 128 steps: some 445 sizes, each looked up once.
        assert!(sizes.len() <= 450, "{} sizes", sizes.len());
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
        let far = place_names(&wants, &order, 0.3, all, &[]);
        let near = place_names(&wants, &order, 2.0, all, &[]);
        let count = |p: &[Option<Placed>]| p.iter().flatten().count();
        assert!(
            count(&near) > count(&far),
            "{} vs {}",
            count(&near),
            count(&far)
        );
        assert_eq!(count(&near), 30);
        for (scale, placed) in [(0.3, &far), (2.0, &near)] {
            let boxes: Vec<Rect> = placed.iter().flatten().map(|p| box_of(p, scale)).collect();
            for (i, a) in boxes.iter().enumerate() {
                assert!(boxes[i + 1..].iter().all(|b| !overlaps(a, b)));
            }
        }
    }

    #[test]
    fn the_most_wanted_name_is_placed_first() {
        // Room above the two tokens for one name only.
        let wants = vec![want(0.0, 0.0, "Alpha"), want(36.0, 0.0, "Beta")];
        let placed = place_names(&wants, &[1, 0], 1.0, [-20.0, -34.0, 56.0, 16.0], &[]);
        let beta = placed[1].as_ref().expect("Beta is named");
        assert!(beta.leader.is_none() && beta.y < 0.0, "{beta:?}");
        assert!(placed[0].is_none());
    }

    #[test]
    fn a_crowded_name_moves_away_with_a_leader_line() {
        // A token hemmed in above, below and on both sides by others.
        let mut wants = vec![want(100.0, 100.0, "Middle")];
        for (x, y) in [(100.0, 60.0), (100.0, 140.0), (55.0, 100.0), (145.0, 100.0)] {
            wants.push(want(x, y, "X"));
        }
        let placed = place_names(&wants, &[0], 1.0, [0.0, 0.0, 400.0, 400.0], &[]);
        let middle = placed[0].as_ref().expect("placed");
        assert!(middle.leader.is_some(), "{middle:?}");
    }

    #[test]
    fn a_name_that_would_leave_the_view_goes_elsewhere_or_is_left_out() {
        let wants = vec![want(100.0, 20.0, "Greenland")];
        let placed = place_names(&wants, &[0], 1.0, [0.0, 0.0, 1000.0, 600.0], &[]);
        let below = placed[0].as_ref().expect("placed below the token");
        assert!(below.y > 20.0, "{below:?}");
        let placed = place_names(&wants, &[0], 1.0, [80.0, 0.0, 120.0, 45.0], &[]);
        assert!(placed[0].is_none());
    }

    #[test]
    fn a_leader_line_never_crosses_another_token() {
        assert!(crosses([0.0, 0.0], [10.0, 10.0], &[4.0, 4.0, 6.0, 6.0]));
        assert!(!crosses([0.0, 0.0], [10.0, 0.0], &[4.0, 4.0, 6.0, 6.0]));
        assert!(!crosses([0.0, 0.0], [3.0, 3.0], &[4.0, 4.0, 6.0, 6.0]));
    }
}
