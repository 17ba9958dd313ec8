# The names of the places of the board `roman-empire` (issue 52): a territory is
# `roman-empire-<its id>`, a continent `roman-empire-continent-<its id>`.

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
roman-empire-treveri = Treveri
roman-empire-gallia-celtica = Gallia Celtica
roman-empire-aedui = Aedui
roman-empire-helvetia = Helvetia
roman-empire-aquitania = Aquitania
roman-empire-arverni = Arverni
roman-empire-narbonensis = Narbonensis
roman-empire-gallia-cisalpina = Gallia Cisalpina
roman-empire-etruria = Etruria
roman-empire-umbria = Umbria et Picenum
roman-empire-latium = Latium et Campania
roman-empire-apulia = Apulia et Calabria
roman-empire-bruttium = Bruttium et Lucania
roman-empire-sicilia = Sicilia
roman-empire-sardinia = Sardinia et Corsica
roman-empire-gallaecia = Gallaecia
roman-empire-cantabria = Cantabria et Asturia
roman-empire-tarraconensis = Tarraconensis
roman-empire-celtiberia = Celtiberia
roman-empire-lusitania = Lusitania
roman-empire-baetica = Baetica
roman-empire-mauretania-occidentalis = Mauretania Occidentalis
roman-empire-mauretania-orientalis = Mauretania Orientalis
roman-empire-numidia = Numidia
roman-empire-africa-proconsularis = Africa Proconsularis
roman-empire-tripolitania = Tripolitania
roman-empire-cyrenaica = Cyrenaica
roman-empire-illyricum = Illyricum
roman-empire-macedonia = Macedonia
roman-empire-achaia = Achaia
roman-empire-thracia = Thracia
roman-empire-asia = Asia
roman-empire-bithynia = Bithynia et Pontus
roman-empire-galatia = Galatia et Cappadocia
roman-empire-cilicia = Cilicia
roman-empire-syria = Syria et Iudaea
roman-empire-aegyptus = Aegyptus
roman-empire-caledonia = Caledonia
roman-empire-britannia = Britannia
roman-empire-frisia = Frisia
roman-empire-germania = Germania Magna
roman-empire-raetia = Raetia et Noricum
roman-empire-pannonia = Pannonia
