//! `lamorisse-cli board`: a Domination-format map imported to Lamorisse's board and drawing
//! JSON (issue 40 item 5), the tests' sample map written out, and `--board` for `simulate`.

use std::path::{Path, PathBuf};

use lamorisse_engine::board::Board;
use lamorisse_engine::imported;
use lamorisse_engine::rules::RuleSet;

/// `board import FILE.map|FILE.zip [--out DIR]` or `board sample DIR [crowded]`.
pub fn board(args: &[String]) -> Result<(), String> {
    match args.first().map(String::as_str) {
        Some("import") => import(&args[1..]),
        Some("sample") => sample(&args[1..]),
        _ => Err(
            "usage: lamorisse-cli board import FILE.map|FILE.zip [--out DIR] | board sample DIR [crowded]"
                .into(),
        ),
    }
}

/// The files beside `path` (a `.map` names its other files by their names in its folder), or
/// the zip alone.
fn files_for(path: &Path) -> Result<Vec<(String, Vec<u8>)>, String> {
    let read = |p: &Path| std::fs::read(p).map_err(|e| format!("{}: {e}", p.display()));
    let name = |p: &Path| {
        p.file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default()
    };
    if name(path).to_lowercase().ends_with(".zip") {
        return Ok(vec![(name(path), read(path)?)]);
    }
    let folder = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let mut files = vec![(name(path), read(path)?)];
    let entries = std::fs::read_dir(folder).map_err(|e| format!("{}: {e}", folder.display()))?;
    for entry in entries.flatten() {
        let other = entry.path();
        let small = entry
            .metadata()
            .is_ok_and(|m| m.is_file() && m.len() <= 32 * 1024 * 1024);
        if other != path && small && !name(&other).to_lowercase().ends_with(".map") {
            files.push((name(&other), read(&other)?));
        }
    }
    Ok(files)
}

/// An import's refusal in English, from the catalogs.
fn refusal(refused: &lamorisse_import::ImportError) -> String {
    lamorisse_words::Catalog::builtin("en")
        .ok()
        .and_then(|english| english.say(&refused.said()))
        .unwrap_or_else(|| refused.to_string())
}

/// Imports a map and writes `KEY.board.json`, `KEY.geometry.json` (and the picture) to `--out`.
fn import(args: &[String]) -> Result<(), String> {
    let path = PathBuf::from(
        args.first()
            .ok_or("board import needs a .map or .zip file")?,
    );
    let out = PathBuf::from(super::flag(args, "--out").map_or(".", String::as_str));
    let imported = lamorisse_import::import(files_for(&path)?).map_err(|e| refusal(&e))?;
    std::fs::create_dir_all(&out).map_err(|e| format!("{}: {e}", out.display()))?;
    let write = |name: String, bytes: &[u8]| {
        std::fs::write(out.join(&name), bytes).map_err(|e| format!("{name}: {e}"))
    };
    let pretty = |v: &serde_json::Value| serde_json::to_vec_pretty(v).unwrap_or_default();
    write(
        format!("{}.board.json", imported.key),
        &pretty(&imported.board),
    )?;
    write(
        format!("{}.geometry.json", imported.key),
        &pretty(&imported.geometry),
    )?;
    if let Some(picture) = &imported.picture {
        let extension = picture.mime.trim_start_matches("image/");
        write(
            format!("{}.picture.{extension}", imported.key),
            &picture.bytes,
        )?;
    }
    let board = Board::from_packed(&imported.packed_board).map_err(|e| e.to_string())?;
    println!(
        "board {} ({}): {} territories, {} continents, {} borders, {} missions",
        imported.key,
        board.name.en,
        board.territories.len(),
        board.continents.len(),
        board.borders().len(),
        imported.missions.len()
    );
    for rules in imported::presets_for(&board) {
        println!(
            "  plays {} with {} to {} players",
            rules.id, rules.min_players, rules.max_players
        );
    }
    Ok(())
}

/// Writes the tests' sample map (`lamorisse_import::sample`) to a folder, or with `crowded`
/// after the folder the crowded Europe map (`lamorisse_import::crowded`).
fn sample(args: &[String]) -> Result<(), String> {
    let out = PathBuf::from(args.first().ok_or("board sample needs a folder")?);
    std::fs::create_dir_all(&out).map_err(|e| format!("{}: {e}", out.display()))?;
    if args.get(1).is_some_and(|a| a == "crowded") {
        for (name, bytes) in lamorisse_import::crowded::files() {
            std::fs::write(out.join(&name), bytes).map_err(|e| format!("{name}: {e}"))?;
        }
        println!("wrote the crowded map to {}", out.display());
        return Ok(());
    }
    let files = lamorisse_import::sample::files();
    for (name, bytes) in &files {
        std::fs::write(out.join(name), bytes).map_err(|e| format!("{name}: {e}"))?;
    }
    let zip = lamorisse_import::sample::zip_of(&files, true);
    std::fs::write(out.join("sample.zip"), zip).map_err(|e| format!("sample.zip: {e}"))?;
    println!("wrote the sample map to {}", out.display());
    Ok(())
}

/// `rules` on the board of `--board KEY.board.json` when one is given (registered for the
/// run with the drawing `KEY.geometry.json` beside it, so a record carries both), or
/// unchanged.
pub fn on_board_flag(args: &[String], rules: RuleSet) -> Result<RuleSet, String> {
    let Some(path) = super::flag(args, "--board") else {
        return Ok(rules);
    };
    let json = |path: &str| -> Result<serde_json::Value, String> {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
        serde_json::from_str(&text).map_err(|e| format!("{path}: {e}"))
    };
    let drawing_path = path.replace(".board.json", ".geometry.json");
    let (board, drawing) = lamorisse_import::pack(&json(path)?, &json(&drawing_path)?)
        .map_err(|e| format!("{path}: {e}"))?;
    let board = imported::register_packed(&board, &drawing).map_err(|e| format!("{path}: {e}"))?;
    let id = rules.id.clone();
    imported::on_board(rules, board).ok_or_else(|| format!("{id} cannot be played on {path}"))
}
