# The names of the places of the board `world` (issue 52): a territory is
# `world-<its id>`, a continent `world-continent-<its id>`.

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
world-alberta = Alberta
world-western-us = Western US
world-central-america = Central America
world-greenland = Greenland
world-ontario = Ontario
world-quebec = Quebec
world-eastern-us = Eastern US
world-venezuela = Venezuela
world-peru = Peru
world-brazil = Brazil
world-argentina = Argentina
world-iceland = Iceland
world-scandinavia = Scandinavia
world-ukraine = Ukraine
world-great-britain = Great Britain
world-northern-europe = Northern Europe
world-western-europe = Western Europe
world-southern-europe = Southern Europe
world-north-africa = North Africa
world-egypt = Egypt
world-congo = Congo
world-east-africa = East Africa
world-south-africa = South Africa
world-madagascar = Madagascar
world-siberia = Siberia
world-ural = Ural
world-china = China
world-afghanistan = Afghanistan
world-middle-east = Middle East
world-india = India
world-siam = Siam
world-yakutsk = Yakutsk
world-irkutsk = Irkutsk
world-mongolia = Mongolia
world-japan = Japan
world-kamchatka = Kamchatka
world-indonesia = Indonesia
world-new-guinea = New Guinea
world-western-australia = Western Australia
world-eastern-australia = Eastern Australia
