//! A small picture of an imported board for the Boards page's list: its outlines filled in
//! their continents' colours, as an SVG.

use serde_json::Value;

/// Escapes text for an SVG attribute.
fn escaped(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('"', "&quot;")
}

/// The board's outlines, each in its continent's colour, in an SVG the size of the drawing.
pub fn preview_svg(board: &Value, geometry: &Value) -> String {
    let (width, height) = (&geometry["width"], &geometry["height"]);
    let mut svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {width} {height}\" role=\"img\" aria-label=\"{}\">",
        escaped(board["name"]["en"].as_str().unwrap_or(""))
    );
    let territories = board["territories"]
        .as_array()
        .map_or(&[][..], Vec::as_slice);
    let shapes = geometry["territories"]
        .as_array()
        .map_or(&[][..], Vec::as_slice);
    for (territory, shape) in territories.iter().zip(shapes) {
        let continent = territory["continent"].as_str().unwrap_or("");
        let colour = geometry["continentColors"][continent]
            .as_str()
            .unwrap_or("#888");
        svg.push_str(&format!(
            "<path d=\"{}\" fill=\"{colour}\" stroke=\"#fff\" stroke-width=\"2\"/>",
            escaped(shape["d"].as_str().unwrap_or(""))
        ));
    }
    svg.push_str("</svg>");
    svg
}
