//! A map's board checked before anything is built from it: borders known and both ways, no
//! empty continent, one connected board (issue 40 item 2). Each refusal names the country.

use crate::error::ImportError;
use crate::limits::{MAX_PIECES, MIN_COUNTRIES};
use crate::map_file::MapFile;
use crate::trace::Traced;

/// Each country's neighbours (from 0), once the map is checked.
pub fn neighbours(map: &MapFile) -> Result<Vec<Vec<usize>>, ImportError> {
    let n = map.countries.len();
    if n < MIN_COUNTRIES {
        return Err(ImportError::TooFew {
            file: map.file.clone(),
            limit: MIN_COUNTRIES,
        });
    }
    let mut lists = vec![Vec::new(); n];
    for (line, country, others) in &map.borders {
        for &other in others {
            if other == *country {
                return Err(ImportError::SelfBorder {
                    file: map.file.clone(),
                    line: *line,
                    country: map.countries[other].name.clone(),
                    number: other + 1,
                });
            }
            if !lists[*country].contains(&other) {
                lists[*country].push(other);
            }
        }
    }
    for (line, country, others) in &map.borders {
        if let Some(&other) = others.iter().find(|&&o| !lists[o].contains(country)) {
            return Err(ImportError::OneWayBorder {
                file: map.file.clone(),
                line: *line,
                from: (map.countries[*country].name.clone(), *country + 1),
                to: (map.countries[other].name.clone(), other + 1),
            });
        }
    }
    empty_continent(map)?;
    connected(map, &lists)?;
    Ok(lists)
}

/// Refuses a continent no country belongs to.
fn empty_continent(map: &MapFile) -> Result<(), ImportError> {
    for (index, continent) in map.continents.iter().enumerate() {
        if !map.countries.iter().any(|c| c.continent == index) {
            return Err(ImportError::EmptyContinent {
                file: map.file.clone(),
                line: continent.line,
                continent: continent.name.clone(),
            });
        }
    }
    Ok(())
}

/// Refuses a board some country of which cannot be reached from the first.
fn connected(map: &MapFile, lists: &[Vec<usize>]) -> Result<(), ImportError> {
    let mut seen = vec![false; lists.len()];
    let mut queue = vec![0];
    seen[0] = true;
    while let Some(at) = queue.pop() {
        for &next in &lists[at] {
            if !seen[next] {
                seen[next] = true;
                queue.push(next);
            }
        }
    }
    match seen.iter().position(|reached| !reached) {
        Some(lost) => Err(ImportError::Disconnected {
            file: map.file.clone(),
            line: map.countries[lost].line,
            country: map.countries[lost].name.clone(),
        }),
        None => Ok(()),
    }
}

/// Refuses an index image in which some country is scattered in more than [`MAX_PIECES`]
/// pieces: a photo or the drawn picture picked as the index image, not a painted map.
pub fn painted_whole(map: &MapFile, file: &str, traced: &Traced) -> Result<(), ImportError> {
    match traced.loops.iter().position(|l| l.len() > MAX_PIECES) {
        Some(i) => Err(ImportError::Scattered {
            file: file.into(),
            country: map.countries[i].name.clone(),
        }),
        None => Ok(()),
    }
}
