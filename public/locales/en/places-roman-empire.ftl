# The names of the places of the board `roman-empire` (issue 52): a territory is
# `roman-empire-<its id>`, a continent `roman-empire-continent-<its id>`.
# `.short` is a long name shortened for a crowded map (src/ui/board/short_names.rs); a
# language may leave it out, and the map then shortens the name itself.

## The board

board-roman-empire = The Roman Empire in 50 BC

## Continents

roman-empire-continent-gallia = Gaul
roman-empire-continent-italia = Italy
roman-empire-continent-hispania = Hispania
roman-empire-continent-africa = Africa
roman-empire-continent-oriens = The East
roman-empire-continent-britannia-germania = Britannia and Germania

## Territories

roman-empire-armorica = Armorica
roman-empire-belgica = Gallia Belgica
    .short = G. Belgica
roman-empire-treveri = Treveri
roman-empire-gallia-celtica = Gallia Celtica
    .short = G. Celtica
roman-empire-aedui = Aedui
roman-empire-helvetia = Helvetia
roman-empire-aquitania = Aquitania
    .short = Aquit.
roman-empire-arverni = Arverni
roman-empire-narbonensis = Narbonensis
    .short = Narbon.
roman-empire-gallia-cisalpina = Gallia Cisalpina
    .short = G. Cisalpina
roman-empire-etruria = Etruria
roman-empire-umbria = Umbria et Picenum
    .short = Umbr. & Pic.
roman-empire-latium = Latium et Campania
    .short = Lat. & Camp.
roman-empire-apulia = Apulia et Calabria
    .short = Apul. & Cal.
roman-empire-bruttium = Bruttium et Lucania
    .short = Brutt. & Luc.
roman-empire-sicilia = Sicilia
roman-empire-sardinia = Sardinia et Corsica
    .short = Sard. & Cors.
roman-empire-gallaecia = Gallaecia
    .short = Gallaec.
roman-empire-cantabria = Cantabria et Asturia
    .short = Cant. & Ast.
roman-empire-tarraconensis = Tarraconensis
    .short = Tarrac.
roman-empire-celtiberia = Celtiberia
    .short = Celtib.
roman-empire-lusitania = Lusitania
    .short = Lusit.
roman-empire-baetica = Baetica
roman-empire-mauretania-occidentalis = Mauretania Occidentalis
    .short = Maur. Occ.
roman-empire-mauretania-orientalis = Mauretania Orientalis
    .short = Maur. Or.
roman-empire-numidia = Numidia
roman-empire-africa-proconsularis = Africa Proconsularis
    .short = Afr. Procons.
roman-empire-tripolitania = Tripolitania
    .short = Tripolit.
roman-empire-cyrenaica = Cyrenaica
    .short = Cyren.
roman-empire-illyricum = Illyricum
    .short = Illyr.
roman-empire-macedonia = Macedonia
    .short = Maced.
roman-empire-achaia = Achaia
roman-empire-thracia = Thracia
roman-empire-asia = Asia
roman-empire-bithynia = Bithynia et Pontus
    .short = Bith. & Pont.
roman-empire-galatia = Galatia et Cappadocia
    .short = Gal. & Capp.
roman-empire-cilicia = Cilicia
roman-empire-syria = Syria et Iudaea
    .short = Syr. & Iud.
roman-empire-aegyptus = Aegyptus
roman-empire-caledonia = Caledonia
    .short = Caled.
roman-empire-britannia = Britannia
    .short = Britann.
roman-empire-frisia = Frisia
roman-empire-germania = Germania Magna
    .short = Germ. Magna
roman-empire-raetia = Raetia et Noricum
    .short = Raet. & Nor.
roman-empire-pannonia = Pannonia
