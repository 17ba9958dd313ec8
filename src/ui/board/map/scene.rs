//! What every layer of one drawn board shares: the board and its drawing, the language, the
//! camera, the marks and each territory's look read from them.

use leptos::prelude::*;

use super::super::geometry::BoardGeometry;
use super::super::labels::token_radius_px;
use super::super::look::{Look, MapMarks, Token};
use super::super::pieces::BASE_RADIUS;
use super::super::zoom::Zoom;
use crate::engine::board::{Board, TerritoryId};
use crate::engine::i18n::Lang;

/// One board as drawn: read by every layer, copied into their closures.
#[derive(Clone, Copy)]
pub(super) struct Scene {
    /// The board drawn.
    pub(super) board: &'static Board,
    /// Its drawing (turned when its seam is drawn in the middle).
    pub(super) geometry: &'static BoardGeometry,
    /// The language of the names drawn.
    pub(super) lang: Signal<Lang>,
    /// What the screen around the map wants shown.
    pub(super) marks: Signal<MapMarks>,
    /// The camera and its gestures.
    pub(super) zoom: Zoom,
    /// Each territory's look, one memo a territory (`look.rs` says why).
    looks: StoredValue<Vec<Memo<Look>>>,
    /// Pieces drawn around the origin are scaled by this to keep their size on screen.
    piece_scale: Memo<f64>,
}

impl Scene {
    /// The scene of `board` drawn with `geometry`, its looks read from `marks`.
    pub(super) fn new(
        board: &'static Board,
        geometry: &'static BoardGeometry,
        lang: Signal<Lang>,
        marks: Signal<MapMarks>,
        zoom: Zoom,
    ) -> Self {
        // Tokens, badges and names keep their size on screen.
        let piece_scale = Memo::new(move |_| {
            let scale = zoom.scale.get();
            token_radius_px(scale) / scale / BASE_RADIUS
        });
        let looks = StoredValue::new(
            board
                .ids()
                .map(|id| Memo::new(move |_| marks.with(|m| Look::of(m, id))))
                .collect::<Vec<_>>(),
        );
        Self {
            board,
            geometry,
            lang,
            marks,
            zoom,
            looks,
            piece_scale,
        }
    }

    /// A territory's look.
    pub(super) fn look(self, id: TerritoryId) -> Memo<Look> {
        self.looks.with_value(|looks| looks[usize::from(id.0)])
    }

    /// The army token on a territory, if any.
    pub(super) fn token(self, id: TerritoryId) -> Option<Token> {
        self.look(id).with(|l| l.token)
    }

    /// Where a territory's token and name stand, in board units.
    pub(super) fn label_at(self, id: TerritoryId) -> [f64; 2] {
        self.geometry.territories[usize::from(id.0)].label
    }

    /// The transform placing a piece drawn around the origin at a label point, scaled from
    /// its own units.
    pub(super) fn anchor(self, [x, y]: [f64; 2]) -> impl Fn() -> String + Clone + 'static {
        move || format!("translate({x} {y}) scale({:.4})", self.piece_scale.get())
    }
}
