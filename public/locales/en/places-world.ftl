# The names of the places of the board `world` (issue 52): a territory is
# `world-<its id>`, a continent `world-continent-<its id>`.
# `.short` is a long name shortened for a crowded map (src/ui/board/short_names.rs); a
# language may leave it out, and the map then shortens the name itself.

## The board

board-world = The World

## Continents

world-continent-north-america = North America
world-continent-south-america = South America
world-continent-europe = Europe
world-continent-africa = Africa
world-continent-asia = Asia
world-continent-oceania = Oceania

## Territories

world-alaska = Alaska
world-northwest-territory = Northwest Territory
    .short = NW Territory
world-alberta = Alberta
world-western-us = Western US
    .short = W. US
world-central-america = Central America
    .short = C. America
world-greenland = Greenland
    .short = Greenl.
world-ontario = Ontario
world-quebec = Quebec
world-eastern-us = Eastern US
    .short = E. US
world-venezuela = Venezuela
    .short = Venez.
world-peru = Peru
world-brazil = Brazil
world-argentina = Argentina
    .short = Argent.
world-iceland = Iceland
world-scandinavia = Scandinavia
    .short = Scand.
world-ukraine = Ukraine
world-great-britain = Great Britain
    .short = G. Britain
world-northern-europe = Northern Europe
    .short = N. Europe
world-western-europe = Western Europe
    .short = W. Europe
world-southern-europe = Southern Europe
    .short = S. Europe
world-north-africa = North Africa
    .short = N. Africa
world-egypt = Egypt
world-congo = Congo
world-east-africa = East Africa
    .short = E. Africa
world-south-africa = South Africa
    .short = S. Africa
world-madagascar = Madagascar
    .short = Madag.
world-siberia = Siberia
world-ural = Ural
world-china = China
world-afghanistan = Afghanistan
    .short = Afghan.
world-middle-east = Middle East
    .short = Mid. East
world-india = India
world-siam = Siam
world-yakutsk = Yakutsk
world-irkutsk = Irkutsk
world-mongolia = Mongolia
    .short = Mong.
world-japan = Japan
world-kamchatka = Kamchatka
    .short = Kamch.
world-indonesia = Indonesia
    .short = Indon.
world-new-guinea = New Guinea
    .short = N. Guinea
world-western-australia = Western Australia
    .short = W. Austr.
world-eastern-australia = Eastern Australia
    .short = E. Austr.
