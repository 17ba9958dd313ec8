# The interface's fixed words (issue 52): one message a text the screens show, a section
# a source file; `build.rs` makes each a constant (`W::NAME`) the code names.
# Spanish: the player is addressed as "tú" everywhere (as Hasbro's Spanish rules do), and as
# "vosotros" when the players at the table are spoken to together.

## src/ui/app/title.rs

ui-join-a-table = Unirse a una mesa
ui-boards = Tableros
ui-text = :

## src/ui/board/chart.rs

ui-region-bonuses = Bonificaciones por región

## src/ui/board/drawings.rs

ui-unfolding-the-board = Desplegando el tablero…
ui-the-board-could-not-be-loaded = No se ha podido cargar el tablero: ¿tiene conexión este dispositivo?
ui-try-again = Reintentar

## src/ui/board/land.rs

ui-board = Tablero:
ui-sword = , espada
ui-shield = , escudo

## src/ui/board/map/controls.rs

ui-show-the-map-s-picture = Mostrar la imagen del mapa

## src/ui/link/dialog.rs

ui-phones = Móviles…
ui-play-on-a-phone = Jugar en un móvil

## src/ui/refusals.rs


## src/ui/replay_viewer/mod.rs

ui-replay = Repetición

## src/ui/replay_viewer/playback.rs

ui-replay-controls = Controles de la repetición
ui-to-the-start = Al principio
ui-one-step-back = Un paso atrás
ui-pause = Pausa
ui-play = Reproducir
ui-one-step-forward = Un paso adelante
ui-to-the-end = Al final
ui-speed = Velocidad
ui-statistics = Estadísticas
ui-step = Paso

## src/ui/replay_viewer/step_panel.rs

ui-headquarters = Cuartel general:
ui-nothing = nada
ui-dice-of-this-step = Dados de este paso
ui-attack-die = Dado de ataque
ui-defence-die = Dado de defensa
ui-no-dice-at-this-step = No hay dados en este paso.
ui-reveal-all-hands-and-missions = Mostrar todas las manos y misiones
ui-reveal-all-hands-and-missions-2 = ¿Mostrar todas las manos y misiones?
ui-everyone-s-cards-and-missions-will = Se verán las cartas y las misiones de todos. ¿Está de acuerdo todo el mundo en la mesa?
ui-show-them = Mostrarlas
# Between a player's name and their secrets in the replay ("Ada: …").
ui-name-colon = {": "}
ui-cancel = Cancelar

## src/ui/rules_pages.rs

ui-the-games = Los juegos
ui-opening-the-rules = Abriendo las reglas…
ui-the-rules-could-not-be-loaded = No se han podido cargar las páginas de reglas. Abre Lamorisse una vez con conexión a internet y se quedarán en este dispositivo.

## src/ui/saves_panel.rs

ui-the-browser-s-storage-is-full = El almacenamiento del navegador está lleno o desactivado: no se ha guardado nada y tus otras partidas guardadas siguen intactas.
ui-game-imported = Partida importada.
ui-saved-games = Partidas guardadas
ui-import-a-game = Importar una partida
ui-replay-a-game-file = Ver la repetición de un archivo de partida
ui-turn = turno
ui-load = Cargar
ui-replay-2 = Ver repetición
ui-delete-this-save = Borrar esta partida guardada
ui-saved = Partida guardada.
ui-save = Guardar
ui-export = Exportar
ui-export-the-log = Exportar el registro

## src/ui/settings.rs

ui-settings = Ajustes
ui-animation-speed = Velocidad de las animaciones
ui-animation-normal = Normal
ui-animation-fast = Rápida
ui-animation-off = Sin animaciones
ui-dice-sound = Sonido de los dados
ui-shapes-on-player-colours-colour-blind = Formas sobre los colores de los jugadores (para daltónicos)
ui-a-what-would-the-bot-do = Un botón «¿Qué haría el bot?» durante tus turnos
ui-phones-in-another-place-find-the = Móviles en otro lugar: conectarlos a través de un servidor STUN público (stun.l.google.com, requiere conexión a internet)
ui-the-browser-refused-to-remember-these = El navegador se ha negado a recordar estos ajustes.

## src/ui/stats_panel.rs

ui-territories = Territorios
ui-armies = Ejércitos
ui-reinforcements-received = Refuerzos recibidos
ui-cards-traded = Cartas canjeadas
ui-dice-rolled = Dados tirados
ui-points = Puntos
ui-turns-played = Turnos jugados
ui-by-round = por ronda
ui-rounds-played = Rondas jugadas
ui-by-turn = por turno
ui-luck-at-the-dice = Suerte con los dados
ui-armies-lost-in-battle-beyond-what = Ejércitos perdidos en batalla por encima de lo que preveían las probabilidades exactas: a la derecha, mala suerte; a la izquierda, buena suerte.
ui-no-battle-yet = Todavía no ha habido ninguna batalla.
ui-figure-shown = Dato mostrado
ui-figures = Cifras
ui-close = Cerrar

## src/ui/table/banner.rs

ui-is-claiming-a-territory = está eligiendo un territorio…
ui-is-placing-a-starting-army = está colocando un ejército inicial…
ui-is-choosing-in-secret = está eligiendo en secreto…
ui-is-placing-reinforcements = está colocando refuerzos…
ui-is-attacking = está atacando…
ui-is-moving-in = está ocupando el territorio conquistado…
ui-is-moving-armies = está moviendo ejércitos…
ui-has-finished = ha terminado.
ui-is-playing-the-ally = está jugando el turno del aliado…
ui-bot = bot
# Between the player's name and the step (whose words hold a colon): "Ada — Ataque: toca…".
ui-choose-your-dice-then-roll-or = Elige tus dados y tira o haz un blitz; o bien retírate.
ui-attack-tap-one-of-your-territories = Ataque: toca uno de tus territorios y después un territorio vecino de tu rival o del aliado. Al terminar el ataque, el aliado pasa a manos de tu rival.
ui-your-initiative-again-attack-with-your = Vuelves a tener la iniciativa: ataca con tus propios ejércitos o termina el ataque.
ui-your-move-is-made-end-the = Ya has hecho tu movimiento: termina el turno o deshaz el movimiento.
ui-fortify-move-armies-along-a-path = Reagrupar: mueve ejércitos por un camino de territorios tuyos, tantas veces como quieras; después termina el turno.
ui-choose-your-capital-in-secret-tap = Elige tu capital en secreto: toca uno de tus territorios y confirma. Seguirá siendo secreta hasta que alguien la tome.
ui-fortify-move-armies-once-along-a = Reagrupar: mueve ejércitos una sola vez, por un camino de territorios tuyos, o termina el turno.
ui-move-armies-once-through-your-team = Mueve ejércitos una sola vez, por los territorios de tu equipo, a los tuyos o a los de tu compañero; después termina el turno.
ui-you-took-their-cards-you-may = Te has quedado con sus cartas: puedes canjear una combinación ahora, antes de tu próxima batalla.

## src/ui/table/battle.rs

ui-armies-moving-in = Ejércitos que entran
ui-move-in = Entrar
ui-armies-to-move = Ejércitos que mover
ui-move = Mover

## src/ui/table/battlefield/aftermath.rs

# After "Bohemia conquistada" (Spanish cannot open the exclamation, "¡", before the name).

## src/ui/table/battlefield/controls.rs

ui-attack-with = Atacar con
ui-roll = Tirar
ui-blitz = Blitz
ui-retreat = Retirarse
ui-blitz-stops-at = El blitz se detiene en

## src/ui/table/battlefield/field.rs

ui-the-attacker-loses-an-army = el atacante pierde un ejército
ui-the-defender-loses-an-army = el defensor pierde un ejército

## src/ui/table/battlefield/handing.rs

ui-the-defender-s-dice = Los dados del defensor
ui-how-many-dice-do-you-defend = ¿Con cuántos dados defiendes?
ui-defend-with = Defender con
ui-hand-the-tablet-back = Devolver la tableta

## src/ui/table/battlefield.rs

ui-the-last-roll = La última tirada
ui-battlefield = Campo de batalla

## src/ui/table/cards.rs

ui-infantry = infantería
ui-cavalry = caballería
ui-artillery = artillería
ui-joker = comodín
ui-no-cards-yet-you-draw-one = Aún no tienes cartas: robarás una al final de este turno.
ui-no-cards-yet-conquer-a-territory = Aún no tienes cartas: conquista un territorio en este turno para robar una.
ui-no-cards-in-hand-you-draw = No tienes cartas en la mano: robarás una al final de este turno.
ui-no-cards-in-hand-conquer-a = No tienes cartas en la mano: conquista un territorio en este turno para robar una.
ui-on = en
ui-your-cards = Tus cartas
ui-trade = Canjear
ui-mission = Misión
ui-hide-my-mission = Ocultar mi misión
ui-hide-my-missions = Ocultar mis misiones
ui-show-my-mission = Ver mi misión
ui-show-my-missions = Ver mis misiones

## src/ui/table/empire.rs

ui-players-boards = Tableros de los jugadores
ui-victory-points = Puntos de victoria
ui-purse-and-shop = Bolsa y tienda
ui-purse = Bolsa
ui-sesterces-to-cash = Sestercios que canjear
ui-fewer-sesterces = Menos sestercios
ui-more-sesterces = Más sestercios
ui-shop = Tienda
ui-select-one-of-your-territories-for = Elige uno de tus territorios para una espada o un escudo (2 sestercios cada uno).
ui-sword-2 = Espada (2)
ui-shield-2 = Escudo (2)
ui-new-mission-1 = Nueva misión (1)
ui-your-potion-cards = Tus cartas de poción
ui-hide-my-potions = Ocultar mis pociones
ui-show-my-potions = Ver mis pociones
ui-show-my-potions-and-mission-swaps = Ver mis pociones y los cambios de misión
ui-play-2 = Jugar
ui-swap-a-mission-1-sesterce = Cambiar una misión (1 sestercio)

## src/ui/table/game_bar.rs

ui-undo = Deshacer
ui-skip-to-my-turn = Saltar hasta mi turno

## src/ui/table/guard_prompt.rs

ui-a-defence-potion = ¿Una poción de defensa?
ui-the-game-waits-for-your-answer = La partida espera tu respuesta.
ui-no-potion = Sin poción

## src/ui/table/handoff.rs

ui-pass-the-tablet = Pasa la tableta
ui-your-pin = Tu PIN
ui-type-your-pin-first = Escribe antes tu PIN.
ui-that-pin-is-not-right = Ese PIN no es correcto.

## src/ui/table/headquarters.rs

ui-your-capital = Tu capital:
ui-your-headquarters = Tu cuartel general:
ui-tap-one-of-your-territories = Toca uno de tus territorios.
ui-confirm-my-capital = Confirmar mi capital
ui-confirm-my-headquarters = Confirmar mi cuartel general
ui-by = por
ui-capitals-taken = Capitales tomadas
ui-headquarters-2 = Cuarteles generales
ui-hide-my-capital = Ocultar mi capital
ui-show-my-capital = Ver mi capital

## src/ui/table/hint.rs

ui-what-would-the-bot-do = ¿Qué haría el bot?

## src/ui/table/independents.rs

ui-destroyed = destruido
ui-neutral = neutral
ui-cards = cartas
ui-independents = Independientes
ui-roll-reinforcements-for-your-ally = Tirar los refuerzos de tu aliado

## src/ui/table/objectives.rs

ui-hide-my-objectives = Ocultar mis objetivos
ui-show-my-objectives = Ver mis objetivos
ui-an-objective-can-be-claimed-now = Ahora puedes anunciar un objetivo.
ui-claimed = Cumplido
ui-claim-this-objective = Anunciar este objetivo
ui-objectives = Objetivos
ui-still-to-do-shown-to-all = Pendiente, a la vista de todos:

## src/ui/table/panel.rs

ui-cards-log-and-saves = Cartas, registro y partidas guardadas

## src/ui/table/passing.rs


## src/ui/table/players/chip.rs

ui-easy-bot = bot fácil
ui-normal-bot = bot normal
ui-hard-bot = bot difícil
ui-expert-bot = bot experto

## src/ui/table/players/chip_view.rs

ui-is-thinking = está pensando
ui-territories-2 = territorios
ui-armies-2 = ejércitos
ui-points-2 = puntos

## src/ui/table/players/mod.rs

ui-players = Jugadores
ui-territories-3 = ▦ territorios
ui-armies-3 = ● ejércitos
ui-cards-2 = ▭ cartas
ui-points-3 = ★ puntos

## src/ui/table/rolled.rs

ui-choose-an-attack-die-then = Elige un dado de ataque y después:
ui-re-roll-it = Volver a tirarlo
ui-commander-make-it-a-6 = Comandante: convertirlo en un 6
ui-decide-the-battle = Resolver la batalla

## src/ui/table/sheet.rs

ui-lower-the-controls = Bajar los controles
ui-show-all-the-controls = Mostrar todos los controles

## src/ui/table/steps.rs

ui-armies-per-tap = Ejércitos por toque
ui-fewer-per-tap = Menos por toque
ui-per-tap = por toque
ui-more-per-tap = Más por toque
ui-end-the-ally-s-turn = Terminar el turno del aliado
ui-end-attack = Terminar el ataque
ui-end-turn = Terminar el turno

## src/ui/table/story/how_won.rs

ui-an-opponent-is-eliminated-the-team = Un rival ha quedado eliminado: gana el equipo.
ui-four-objectives-achieved = Cuatro objetivos cumplidos:
ui-every-other-player-is-eliminated = Todos los demás jugadores han quedado eliminados.
ui-mission-accomplished = Misión cumplida:
ui-enemy-headquarters-taken-and-their-own = Cuarteles generales enemigos tomados, y el propio conservado.
ui-the-opponent-is-eliminated = El rival ha quedado eliminado.
ui-every-enemy-army-is-destroyed = Todos los ejércitos enemigos han sido destruidos.

## src/ui/table/story/victory.rs

# "Ada gana la partida", "Ada y Bruno ganan la partida": no exclamation, which Spanish would
# have to open ("¡") before the names.
ui-win = ganan la partida
ui-winner = Victoria
ui-still-in = En juego
ui-player = Jugador
ui-result = Resultado
ui-summary = Resumen
ui-back-to-the-summary = Volver al resumen
ui-see-the-final-map = Ver el mapa final
ui-watch-the-replay = Ver la repetición
ui-new-game-same-players = Nueva partida, mismos jugadores
ui-back-to-the-start = Volver al inicio

## src/ui/table/story.rs

ui-game-log = Registro de la partida
ui-victory = Victoria

## src/ui/table/teams.rs

ui-teams = Equipos
ui-team = Equipo
ui-place-and-manoeuvre-into-your-teammate = Coloca ejércitos y maniobra también en los territorios de tu compañero; quien tenga más ejércitos en un territorio compartido lo controla, y nadie en caso de empate. Gana el primer equipo que elimine a un rival.

## src/ui/table/trade_track.rs

ui-golden-cavalier = Jinete dorado
ui-what-a-set-is-worth = Valor de las combinaciones
ui-value-of-the-next-set = Valor de la próxima combinación
ui-the-golden-cavalier = El jinete dorado
ui-one-of-each = una de cada
ui-a-joker-and-a-pair = un comodín y una pareja

## src/ui/wizard/board.rs

ui-board-2 = Tablero
ui-the-rules-own-board = El tablero de las reglas

## src/ui/wizard/games.rs

ui-edition = Edición
ui-game = Juego

## src/ui/wizard/mod.rs

ui-new-game = Nueva partida
ui-start-the-game = Empezar la partida

## src/ui/wizard/options.rs

ui-deal-and-auto-place-the-armies = Repartir y colocar los ejércitos automáticamente
ui-players-join-on-their-own-phones = Cada jugador juega en su propio móvil (un código QR para cada uno cuando empiece la partida)
ui-shorter-game-any-2-enemy-headquarters = Partida más corta: 2 cuarteles generales enemigos cualesquiera con 4 jugadores, 3 con 5 o 6
ui-advanced = Opciones avanzadas
ui-progressive-reinforcements-every-set-worth-4 = Refuerzos progresivos: cada combinación vale 4, 6, 8, 10, 12, 15, 20… según el orden de los canjes
ui-defenders-choose-their-dice-hand-the = Los defensores eligen sus dados (se les pasa la tableta)
ui-game-number-to-deal-the-same = Número de partida, para volver a repartir la misma partida (déjalo vacío para un reparto nuevo)
ui-rules-for-experts = Reglas para expertos
ui-expert-plus-one = Combinaciones que valen 4, 5, 6… (uno más cada vez)
ui-expert-connected = Reagrupar tantas veces como quieras por tus propios territorios
ui-expert-twelve = Como máximo 12 ejércitos por territorio (los ejércitos que no tienen adónde ir se pierden)
ui-expert-reroll = Volver a tirar un dado de ataque por batalla con una carta que muestre uno de los dos territorios
ui-expert-commander = El Comandante: una vez por turno, convertir en un 6 un dado de ataque

## src/ui/wizard/seats.rs

ui-colour-of-player = Color del jugador
ui-who-plays-seat = Quién ocupa el puesto
ui-name-of-player = Nombre del jugador
ui-pin = PIN
ui-optional-4-digit-pin-of-player = PIN opcional de 4 cifras del jugador

## src/ui/wizard/words.rs

ui-human = Humano
ui-bot-easy = Bot: fácil
ui-bot-normal = Bot: normal
ui-bot-hard = Bot: difícil
ui-bot-expert = Bot: experto
ui-parker-1993-conquer-the-world-sets = Parker 1993: conquistar el mundo; las combinaciones valen cada vez más: 4, 6, 8…
ui-parker-1993-for-2-players-a = Parker 1993 para 2 jugadores: un ejército neutral se interpone entre vosotros.
ui-parker-1993-capital-risk-take-the = Parker 1993, Risk de capitales: toma los cuarteles generales enemigos y conserva el tuyo.
ui-parker-1993-secret-mission-complete-your = Parker 1993, misiones secretas: cumple tu misión antes que nadie.
ui-risk-mission-2010s-four-secret-objectives = Risk Mission (años 2010): cuatro objetivos secretos de rango creciente; se anuncia uno por turno.
ui-risk-napoleon-1999-a-secret-mission = Risk Napoléon (1999): una misión secreta para cada uno en el mapa de Europa en 1810, que se anuncia en tu propio turno.
ui-risk-napoleon-1999-conquer-europe-in = Risk Napoléon (1999): conquistar Europa en 1810, de 2 a 6 jugadores (para dos, con un ejército neutral).
ui-risk-napoleon-1999-capitals-a-secret = Risk Napoléon (1999), capitales: una capital secreta para cada uno; toma una y todo el ejército de su dueño será tuyo.
ui-risk-asterix-battle-for-the-roman = Risk Astérix, Batalla por el Imperio romano: líderes, sestercios, pociones y misiones secretas; gana quien llegue a 10 puntos de victoria.
ui-risk-asterix-conquest-conquer-the-whole = Risk Astérix, Conquista: conquistar todo el Imperio romano, con sestercios y pociones pero sin líderes.
ui-risk-napoleon-1999-for-2-players = Risk Napoléon (1999) para 2 jugadores: un ejército neutral recibe la mitad de tus refuerzos, y los coloca tu rival.
ui-risk-in-teams-2010s-seats-1 = Risk por equipos (años 2010): puestos 1 y 3 contra 2 y 4; gana el primer equipo que elimine a un rival.
ui-la-conquete-du-monde-for-2 = La Conquête du Monde para 2: gánate a los dos independientes con cartas y lucha con ellos.
ui-la-conquete-du-monde-for-2-2 = La Conquête du Monde para 2: dos independientes pasivos cortan el paso.
ui-miro-1975-a-secret-objective-each = Miro 1975: un objetivo secreto para cada uno; nadie puede quedar eliminado antes de la 5.ª ronda.
ui-miro-1975-conquer-the-world-rising = Miro 1975, conquista del mundo: combinaciones que valen cada vez más; gana el último que quede en pie.
ui-miro-1975-for-2-an-allied = Miro 1975 para 2: una fuerza aliada que tu rival juega contra ti.
ui-la-conquete-du-monde-2010s-the = La Conquête du Monde (años 2010): el jinete dorado, 3 o 4 jugadores.

## src/ui/table/battlefield/versus.rs

ui-versus-attacks = ataca
ui-versus-over = :

## src/ui/i18n.rs (the title page, the app's notices, the zoom)

ui-title = Lamorisse
ui-tagline = El juego de mesa de la conquista del mundo, cinco ediciones en una
ui-language-switch = Idioma
ui-board-name = Tablero del mundo
ui-continents-chart = Bonificaciones por continente
ui-tap-a-territory = Toca un territorio para ver sus fronteras.
ui-borders = Fronteras
ui-bonus-armies = ejércitos
ui-back = Volver
ui-storage-refused = Este navegador se ha negado a recordar el idioma.
ui-language-not-loaded = No se ha podido cargar este idioma. Comprueba la conexión y vuelve a intentarlo.
ui-continue = Continuar
ui-rules = Reglas
ui-zoom = Zoom
ui-zoom-in = Acercar
ui-zoom-out = Alejar
ui-zoom-reset = Ver todo el tablero
ui-storage-full = El almacenamiento del navegador está lleno: esta partida no se está guardando, pero el juego continúa.
ui-changed-in-another-tab = La partida se ha modificado en otra pestaña: esta pestaña ha dejado de guardar, para que las dos partidas no se sobrescriban. El juego continúa aquí sin guardar.
ui-save-here-again = Guardar la partida de esta pestaña en lugar de la otra
ui-autosave-unreadable = No se ha podido leer la partida guardada; se ha dejado intacta.
