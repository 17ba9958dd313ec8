# The names of the places of the board `europe-1810` (issue 52): a territory is
# `europe-1810-<its id>`, a continent `europe-1810-continent-<its id>`.
# `.short` is a long name shortened for a crowded map (src/ui/board/short_names.rs); a
# language may leave it out, and the map then shortens the name itself.

## The board

board-europe-1810 = Europe in 1810

## Continents

europe-1810-continent-united-kingdom = United Kingdom
europe-1810-continent-spain-portugal = Spain and Portugal
europe-1810-continent-france = France
europe-1810-continent-rhine-confederation = Confederation of the Rhine
europe-1810-continent-italy = Italy
europe-1810-continent-scandinavia = Scandinavia
europe-1810-continent-prussia = Prussia
europe-1810-continent-austria-hungary = Austria-Hungary
europe-1810-continent-russia = Russia

## Territories

europe-1810-ireland = Ireland
europe-1810-scotland = Scotland
europe-1810-northern-england = Northern England
    .short = N. England
europe-1810-southern-england = Southern England
    .short = S. England
europe-1810-portugal = Portugal
europe-1810-castile = Castile
europe-1810-aragon = Aragon
europe-1810-andalusia = Andalusia
    .short = Andal.
europe-1810-brittany = Brittany
europe-1810-ile-de-france = Île-de-France
    .short = Île-de-Fr.
europe-1810-low-countries = Holland and Belgium
    .short = Holl. & Belg.
europe-1810-lorraine = Lorraine
europe-1810-aquitaine = Aquitaine
europe-1810-provence = Provence
europe-1810-hanover = Hanover
europe-1810-westphalia = Westphalia
    .short = Westph.
europe-1810-berg = Berg
europe-1810-mecklenburg = Mecklenburg
    .short = Meckl.
europe-1810-saxony = Saxony
europe-1810-bavaria = Bavaria
europe-1810-wurttemberg = Württemberg
    .short = Württ.
europe-1810-piedmont = Piedmont
europe-1810-lombardy = Lombardy
europe-1810-rome = Tuscany and Rome
    .short = Tusc. & Rome
europe-1810-naples = Naples
europe-1810-denmark = Denmark
europe-1810-norway = Norway
europe-1810-sweden = Sweden
europe-1810-lapland = Lapland
europe-1810-east-prussia = East Prussia
    .short = E. Prussia
europe-1810-pomerania = Pomerania
    .short = Pomer.
europe-1810-brandenburg = Brandenburg
    .short = Brandenb.
europe-1810-silesia = Silesia
europe-1810-warsaw = Duchy of Warsaw
    .short = Warsaw
europe-1810-bohemia = Bohemia
europe-1810-moravia = Moravia
europe-1810-austria = Austria
europe-1810-hungary = Hungary
europe-1810-transylvania = Transylvania
    .short = Transylv.
europe-1810-galicia = Galicia
europe-1810-croatia = Croatia
europe-1810-finland = Finland
europe-1810-st-petersburg = Saint Petersburg
    .short = St Petersb.
europe-1810-livonia = Livonia
europe-1810-lithuania = Lithuania
    .short = Lithuan.
europe-1810-white-russia = White Russia
    .short = White Rus.
europe-1810-moscow = Moscow
europe-1810-ukraine = Ukraine
