//! `lamorisse-cli board`: a map painted by the tests imported natively, bot games played on
//! it, and a record of one that carries its board replayed by another process, which never
//! imported it (issue 40 items 3 and 5).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// Runs `lamorisse-cli` with `args`.
fn cli(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_lamorisse-cli"))
        .args(args)
        .output()
        .expect("the CLI runs")
}

/// A fresh folder under the target directory for test `name`.
fn folder(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Writes the sample map to `dir` and imports it to `dir/out`; the board JSON's path.
fn imported(dir: &Path) -> String {
    let sample = dir.join("sample");
    assert!(
        cli(&["board", "sample", sample.to_str().unwrap()])
            .status
            .success()
    );
    let out = dir.join("out");
    let map = sample.join("sample.map");
    let output = cli(&[
        "board",
        "import",
        map.to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let text = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(text.contains("7 territories, 2 continents"), "{text}");
    assert!(
        text.contains("plays conquete-2010 with 3 to 3 players"),
        "{text}"
    );
    let board = std::fs::read_dir(&out)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .find(|p| p.to_string_lossy().ends_with(".board.json"))
        .unwrap();
    board.to_string_lossy().into_owned()
}

#[test]
fn a_record_on_an_imported_board_replays_where_the_board_was_never_imported() {
    let dir = folder("carried");
    let board = imported(&dir);
    let output = cli(&[
        "simulate",
        "--preset",
        "parker-1993",
        "--players",
        "hard,normal,easy",
        "--games",
        "3",
        "--seed",
        "2",
        "--board",
        &board,
    ]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(String::from_utf8_lossy(&output.stdout).contains("refused bot choices: 0"));
    let output = cli(&[
        "record",
        "--preset",
        "conquete-2010",
        "--players",
        "3",
        "--seed",
        "4",
        "--board",
        &board,
    ]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let record = dir.join("record.json");
    std::fs::write(&record, &output.stdout).unwrap();
    let text = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(
        text.contains("\"carried\":{\"board\":"),
        "the record carries its board"
    );
    let replayed = cli(&["check", record.to_str().unwrap()]);
    assert!(
        replayed.status.success(),
        "{}",
        String::from_utf8_lossy(&replayed.stderr)
    );
    assert!(String::from_utf8_lossy(&replayed.stdout).contains("\"Finished\""));
    // A record whose carried board was tampered with is refused, not played.
    let broken = text.replacen(
        "\"carried\":{\"board\":\"",
        "\"carried\":{\"board\":\"AAAA",
        1,
    );
    std::fs::write(&record, broken).unwrap();
    let refused = cli(&["check", record.to_str().unwrap()]);
    assert!(!refused.status.success());
    assert!(String::from_utf8_lossy(&refused.stderr).contains("the record's board"));
}

#[test]
fn a_broken_map_is_refused_with_its_line() {
    let dir = folder("broken");
    let sample = dir.join("sample");
    assert!(
        cli(&["board", "sample", sample.to_str().unwrap()])
            .status
            .success()
    );
    let map = sample.join("sample.map");
    let text = std::fs::read_to_string(&map)
        .unwrap()
        .replace("3 2\n", "3 2 9\n");
    std::fs::write(&map, text).unwrap();
    let output = cli(&[
        "board",
        "import",
        map.to_str().unwrap(),
        "--out",
        dir.to_str().unwrap(),
    ]);
    assert!(!output.status.success());
    assert_eq!(
        String::from_utf8_lossy(&output.stderr).trim(),
        "sample.map, line 26: there is no country number 9; use a number from 1 to 7."
    );
    let zip = sample.join("sample.zip");
    assert!(
        cli(&[
            "board",
            "import",
            zip.to_str().unwrap(),
            "--out",
            dir.to_str().unwrap()
        ])
        .status
        .success()
    );
}
