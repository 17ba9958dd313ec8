# The interface's fixed words (issue 52): one message a text the screens show, a section
# a source file; `build.rs` makes each a constant (`W::NAME`) the code names.
# European Portuguese: the player is addressed formally, in the third person without
# "você" ("Toque num dos seus territórios"), as Portugal's game rules and software do.

## src/ui/app/title.rs

ui-join-a-table = Juntar-se a uma mesa
ui-boards = Tabuleiros
ui-text = :

## src/ui/board/chart.rs

ui-region-bonuses = Bónus das regiões

## src/ui/board/drawings.rs

ui-unfolding-the-board = A desdobrar o tabuleiro…
ui-the-board-could-not-be-loaded = Não foi possível carregar o tabuleiro: este dispositivo está ligado à internet?
ui-try-again = Tentar novamente

## src/ui/board/land.rs

ui-board = Tabuleiro:
ui-sword = , espada
ui-shield = , escudo

## src/ui/board/map/controls.rs

ui-show-the-map-s-picture = Mostrar a imagem do mapa

## src/ui/link/dialog.rs

ui-phones = Telemóveis…
ui-play-on-a-phone = Jogar num telemóvel

## src/ui/refusals.rs


## src/ui/replay_viewer/mod.rs

ui-replay = Rever a partida

## src/ui/replay_viewer/playback.rs

ui-replay-controls = Controlos da repetição
ui-to-the-start = Para o início
ui-one-step-back = Um passo atrás
ui-pause = Pausa
ui-play = Reproduzir
ui-one-step-forward = Um passo em frente
ui-to-the-end = Para o fim
ui-speed = Velocidade
ui-statistics = Estatísticas
ui-step = Passo

## src/ui/replay_viewer/step_panel.rs

ui-headquarters = Quartel-general:
ui-nothing = nada
ui-dice-of-this-step = Dados deste passo
ui-attack-die = Dado de ataque
ui-defence-die = Dado de defesa
ui-no-dice-at-this-step = Não há dados neste passo.
ui-reveal-all-hands-and-missions = Revelar todas as mãos e missões
ui-reveal-all-hands-and-missions-2 = Revelar todas as mãos e missões?
ui-everyone-s-cards-and-missions-will = As cartas e as missões de todos vão ficar à vista. Todos à mesa estão de acordo em vê-las?
ui-show-them = Mostrá-las
# Between a player's name and their secrets in the replay ("Ada: …").
ui-name-colon = {": "}
ui-cancel = Cancelar

## src/ui/rules_pages.rs

ui-the-games = Os jogos
ui-opening-the-rules = A abrir as regras…
ui-the-rules-could-not-be-loaded = Não foi possível carregar as páginas das regras. Abra o Lamorisse uma vez com ligação à internet e elas ficam guardadas neste dispositivo.

## src/ui/saves_panel.rs

ui-the-browser-s-storage-is-full = O armazenamento do navegador está cheio ou desativado: nada foi guardado, e as suas outras partidas guardadas continuam intactas.
ui-game-imported = Partida importada.
ui-saved-games = Partidas guardadas
ui-import-a-game = Importar uma partida
ui-replay-a-game-file = Rever uma partida a partir de um ficheiro
ui-turn = turno
ui-load = Carregar
ui-replay-2 = Rever
ui-delete-this-save = Eliminar esta partida guardada
ui-saved = Guardado.
ui-save = Guardar
ui-export = Exportar
ui-export-the-log = Exportar o registo

## src/ui/settings.rs

ui-settings = Definições
ui-animation-speed = Velocidade das animações
ui-animation-normal = Normal
ui-animation-fast = Rápida
ui-animation-off = Sem animações
ui-dice-sound = Som dos dados
ui-shapes-on-player-colours-colour-blind = Formas nas cores dos jogadores (padrões para daltónicos)
ui-a-what-would-the-bot-do = Um botão «O que faria o bot?» durante os seus turnos
ui-phones-in-another-place-find-the = Telemóveis noutro local: encontrar o caminho através de um servidor STUN público (stun.l.google.com, requer ligação à internet)
ui-the-browser-refused-to-remember-these = O navegador recusou-se a guardar estas definições.

## src/ui/stats_panel.rs

ui-territories = Territórios
ui-armies = Exércitos
ui-reinforcements-received = Reforços recebidos
ui-cards-traded = Cartas trocadas
ui-dice-rolled = Dados lançados
ui-points = Pontos
ui-turns-played = Turnos jogados
ui-by-round = por ronda
ui-rounds-played = Rondas jogadas
ui-by-turn = por turno
ui-luck-at-the-dice = Sorte nos dados
ui-armies-lost-in-battle-beyond-what = Exércitos perdidos em batalha para além do que as probabilidades exatas previam: à direita o azar, à esquerda a sorte.
ui-no-battle-yet = Ainda não houve batalhas.
ui-figure-shown = Valor apresentado
ui-figures = Números
ui-close = Fechar

## src/ui/table/banner.rs

ui-is-claiming-a-territory = está a escolher um território…
ui-is-placing-a-starting-army = está a colocar um exército inicial…
ui-is-choosing-in-secret = está a escolher em segredo…
ui-is-placing-reinforcements = está a colocar reforços…
ui-is-attacking = está a atacar…
ui-is-moving-in = está a ocupar o território conquistado…
ui-is-moving-armies = está a deslocar exércitos…
ui-has-finished = terminou.
ui-is-playing-the-ally = está a jogar pelo aliado…
ui-bot = bot
# Between the player's name and the step, whose own words hold a colon ("Ada — Manobra: …").
ui-choose-your-dice-then-roll-or = Escolha os dados e depois lance ou faça blitz; ou retire-se.
ui-attack-tap-one-of-your-territories = Ataque: toque num dos seus territórios e depois num vizinho do seu adversário ou do aliado. Terminar o ataque passa o aliado ao seu adversário.
ui-your-initiative-again-attack-with-your = Volta a ter a iniciativa: ataque com os seus próprios exércitos ou termine o ataque.
ui-your-move-is-made-end-the = A sua manobra está feita: termine o turno ou anule a manobra.
ui-fortify-move-armies-along-a-path = Fortificar: desloque exércitos por um caminho dos seus territórios, as vezes que quiser; depois termine o turno.
ui-choose-your-capital-in-secret-tap = Escolha a sua capital em segredo: toque num dos seus territórios e depois confirme. Fica secreta até alguém a tomar.
ui-fortify-move-armies-once-along-a = Fortificar: desloque exércitos uma vez, por um caminho dos seus territórios, ou termine o turno.
ui-move-armies-once-through-your-team = Desloque exércitos uma vez, pelos territórios da sua equipa, para os seus ou para os do seu colega de equipa; depois termine o turno.
ui-you-took-their-cards-you-may = Ficou com as cartas desse jogador: pode trocar um conjunto já, antes da sua próxima batalha.

## src/ui/table/battle.rs

ui-armies-moving-in = Exércitos que avançam
ui-move-in = Avançar
ui-armies-to-move = Exércitos a deslocar
ui-move = Deslocar

## src/ui/table/battlefield/aftermath.rs


## src/ui/table/battlefield/controls.rs

ui-attack-with = Atacar com
ui-roll = Lançar
ui-blitz = Blitz
ui-retreat = Retirar
# Before the number of armies a blitz stops at, and the word "exércitos" ("parar aos 3 exércitos").
ui-blitz-stops-at = Blitz: parar aos

## src/ui/table/battlefield/field.rs

ui-the-attacker-loses-an-army = o atacante perde um exército
ui-the-defender-loses-an-army = o defensor perde um exército

## src/ui/table/battlefield/handing.rs

ui-the-defender-s-dice = Os dados do defensor
ui-how-many-dice-do-you-defend = Com quantos dados quer defender?
ui-defend-with = Defender com
ui-hand-the-tablet-back = Devolver o tablet

## src/ui/table/battlefield.rs

ui-the-last-roll = O último lançamento
ui-battlefield = Campo de batalha

## src/ui/table/cards.rs

ui-infantry = infantaria
ui-cavalry = cavalaria
ui-artillery = artilharia
ui-joker = joker
ui-no-cards-yet-you-draw-one = Ainda não tem cartas: tira uma no fim deste turno.
ui-no-cards-yet-conquer-a-territory = Ainda não tem cartas: conquiste um território neste turno para tirar uma.
ui-no-cards-in-hand-you-draw = Não tem cartas na mão: tira uma no fim deste turno.
ui-no-cards-in-hand-conquer-a = Não tem cartas na mão: conquiste um território neste turno para tirar uma.
# Between the bonus armies of a set and the territory they go to ("+2 exércitos para o Alasca"):
# the code writes the territory with its article, so "para" (which does not contract) reads right.
ui-on = para
ui-your-cards = As suas cartas
ui-trade = Trocar
ui-mission = Missão
ui-hide-my-mission = Esconder a minha missão
ui-hide-my-missions = Esconder as minhas missões
ui-show-my-mission = Ver a minha missão
ui-show-my-missions = Ver as minhas missões

## src/ui/table/empire.rs

ui-players-boards = Tabuleiros dos jogadores
ui-victory-points = Pontos de vitória
ui-purse-and-shop = Bolsa e loja
ui-purse = Bolsa
ui-sesterces-to-cash = Sestércios a trocar
ui-fewer-sesterces = Menos sestércios
ui-more-sesterces = Mais sestércios
ui-shop = Loja
ui-select-one-of-your-territories-for = Escolha um dos seus territórios para uma espada ou um escudo (2 sestércios cada).
ui-sword-2 = Espada (2)
ui-shield-2 = Escudo (2)
ui-new-mission-1 = Nova missão (1)
ui-your-potion-cards = As suas cartas de poção
ui-hide-my-potions = Esconder as minhas poções
ui-show-my-potions = Ver as minhas poções
ui-show-my-potions-and-mission-swaps = Ver as minhas poções e as trocas de missão
ui-play-2 = Jogar
ui-swap-a-mission-1-sesterce = Trocar uma missão (1 sestércio)

## src/ui/table/game_bar.rs

ui-undo = Anular
ui-skip-to-my-turn = Avançar até ao meu turno

## src/ui/table/guard_prompt.rs

ui-a-defence-potion = Uma poção de defesa?
ui-the-game-waits-for-your-answer = A partida aguarda a sua resposta.
ui-no-potion = Sem poção

## src/ui/table/handoff.rs

ui-pass-the-tablet = Passar o tablet
ui-your-pin = O seu PIN
ui-type-your-pin-first = Introduza primeiro o seu PIN.
ui-that-pin-is-not-right = O PIN está errado.

## src/ui/table/headquarters.rs

ui-your-capital = A sua capital:
ui-your-headquarters = O seu quartel-general:
ui-tap-one-of-your-territories = Toque num dos seus territórios.
ui-confirm-my-capital = Confirmar a minha capital
ui-confirm-my-headquarters = Confirmar o meu quartel-general
ui-by = por
ui-capitals-taken = Capitais tomadas
ui-headquarters-2 = Quartéis-generais
ui-hide-my-capital = Esconder a minha capital
ui-show-my-capital = Ver a minha capital

## src/ui/table/hint.rs

ui-what-would-the-bot-do = O que faria o bot?

## src/ui/table/independents.rs

ui-destroyed = destruído
ui-neutral = neutro
ui-cards = cartas
ui-independents = Independentes
ui-roll-reinforcements-for-your-ally = Lançar os reforços do seu aliado

## src/ui/table/objectives.rs

ui-hide-my-objectives = Esconder os meus objetivos
ui-show-my-objectives = Ver os meus objetivos
ui-an-objective-can-be-claimed-now = Já pode anunciar um objetivo.
ui-claimed = Cumprido
ui-claim-this-objective = Anunciar este objetivo
ui-objectives = Objetivos
ui-still-to-do-shown-to-all = Ainda por cumprir, à vista de todos:

## src/ui/table/panel.rs

ui-cards-log-and-saves = Cartas, registo e partidas guardadas

## src/ui/table/passing.rs


## src/ui/table/players/chip.rs

ui-easy-bot = bot fácil
ui-normal-bot = bot normal
ui-hard-bot = bot difícil
ui-expert-bot = bot especialista

## src/ui/table/players/chip_view.rs

ui-is-thinking = está a pensar
ui-territories-2 = territórios
ui-armies-2 = exércitos
ui-points-2 = pontos

## src/ui/table/players/mod.rs

ui-players = Jogadores
ui-territories-3 = ▦ territórios
ui-armies-3 = ● exércitos
ui-cards-2 = ▭ cartas
ui-points-3 = ★ pontos

## src/ui/table/rolled.rs

ui-choose-an-attack-die-then = Escolha um dado de ataque e depois:
ui-re-roll-it = Voltar a lançá-lo
ui-commander-make-it-a-6 = Comandante: pô-lo no 6
ui-decide-the-battle = Decidir a batalha

## src/ui/table/sheet.rs

ui-lower-the-controls = Baixar os controlos
ui-show-all-the-controls = Mostrar todos os controlos

## src/ui/table/steps.rs

ui-armies-per-tap = Exércitos por toque
ui-fewer-per-tap = Menos por toque
ui-per-tap = por toque
ui-more-per-tap = Mais por toque
ui-end-the-ally-s-turn = Terminar o turno do aliado
ui-end-attack = Terminar o ataque
ui-end-turn = Terminar o turno

## src/ui/table/story/how_won.rs

ui-an-opponent-is-eliminated-the-team = Um adversário foi eliminado: a equipa ganha.
ui-four-objectives-achieved = Quatro objetivos cumpridos:
ui-every-other-player-is-eliminated = Todos os outros jogadores foram eliminados.
ui-mission-accomplished = Missão cumprida:
ui-enemy-headquarters-taken-and-their-own = Tomou os quartéis-generais inimigos e manteve o próprio.
ui-the-opponent-is-eliminated = O adversário foi eliminado.
ui-every-enemy-army-is-destroyed = Todos os exércitos inimigos foram destruídos.

## src/ui/table/story/victory.rs

ui-win = ganham!
ui-winner = Vencedor
ui-still-in = Ainda em jogo
ui-player = Jogador
ui-result = Resultado
ui-summary = Resumo
ui-back-to-the-summary = Voltar ao resumo
ui-see-the-final-map = Ver o mapa final
ui-watch-the-replay = Rever a partida
ui-new-game-same-players = Nova partida, mesmos jogadores
ui-back-to-the-start = Voltar ao início

## src/ui/table/story.rs

ui-game-log = Registo da partida
ui-victory = Vitória

## src/ui/table/teams.rs

ui-teams = Equipas
ui-team = Equipa
ui-place-and-manoeuvre-into-your-teammate = Coloque exércitos e manobre também nos territórios do seu colega de equipa; num território partilhado, manda quem lá tiver mais exércitos, e ninguém em caso de empate. Ganha a primeira equipa a eliminar um adversário.

## src/ui/table/trade_track.rs

ui-golden-cavalier = Cavaleiro dourado
ui-what-a-set-is-worth = Quanto vale um conjunto
ui-value-of-the-next-set = Valor do próximo conjunto
ui-the-golden-cavalier = O cavaleiro dourado
ui-one-of-each = uma de cada
ui-a-joker-and-a-pair = um joker e um par

## src/ui/wizard/board.rs

ui-board-2 = Tabuleiro
ui-the-rules-own-board = O tabuleiro original das regras

## src/ui/wizard/games.rs

ui-edition = Edição
ui-game = Jogo

## src/ui/wizard/mod.rs

ui-new-game = Nova partida
ui-start-the-game = Começar a partida

## src/ui/wizard/options.rs

ui-deal-and-auto-place-the-armies = Distribuir e colocar os exércitos automaticamente
ui-players-join-on-their-own-phones = Cada jogador joga no seu próprio telemóvel (um código QR para cada um quando a partida começar)
ui-shorter-game-any-2-enemy-headquarters = Partida mais curta: bastam 2 quartéis-generais inimigos quaisquer com 4 jogadores, 3 com 5 ou 6
ui-advanced = Opções avançadas
ui-progressive-reinforcements-every-set-worth-4 = Reforços progressivos: os conjuntos valem 4, 6, 8, 10, 12, 15, 20… pela ordem das trocas
ui-defenders-choose-their-dice-hand-the = Quem defende escolhe os dados (passando-lhe o tablet)
ui-game-number-to-deal-the-same = Número da partida, para voltar a distribuir a mesma partida (deixe em branco para uma nova distribuição)
ui-rules-for-experts = Regras para especialistas
ui-expert-plus-one = Conjuntos que valem 4, 5, 6… (mais um de cada vez)
ui-expert-connected = Fortificar as vezes que quiser, ao longo dos seus territórios
ui-expert-twelve = No máximo 12 exércitos por território (perdem-se os que não tenham para onde ir)
ui-expert-reroll = Voltar a lançar um dado de ataque por batalha com uma carta que mostre um dos dois territórios
ui-expert-commander = O Comandante: uma vez por turno, virar um dado de ataque para o 6

## src/ui/wizard/seats.rs

ui-colour-of-player = Cor do jogador
ui-who-plays-seat = Quem joga no lugar
ui-name-of-player = Nome do jogador
ui-pin = PIN
ui-optional-4-digit-pin-of-player = PIN opcional de 4 algarismos do jogador

## src/ui/wizard/words.rs

ui-human = Humano
ui-bot-easy = Bot: fácil
ui-bot-normal = Bot: normal
ui-bot-hard = Bot: difícil
ui-bot-expert = Bot: especialista
ui-parker-1993-conquer-the-world-sets = Parker 1993: conquistar o mundo; os conjuntos valem cada vez mais: 4, 6, 8…
ui-parker-1993-for-2-players-a = Parker 1993 para 2 jogadores: um exército neutro fica entre os dois.
ui-parker-1993-capital-risk-take-the = Parker 1993, Risk das Capitais: tomar os quartéis-generais inimigos e manter o seu.
ui-parker-1993-secret-mission-complete-your = Parker 1993, Risk das Missões Secretas: ser o primeiro a cumprir a sua missão.
ui-risk-mission-2010s-four-secret-objectives = Risk Mission (anos 2010): quatro objetivos secretos de patente crescente; anuncia-se um por turno.
ui-risk-napoleon-1999-a-secret-mission = Risk Napoléon (1999): uma missão secreta para cada um no mapa da Europa de 1810, cumprida no próprio turno.
ui-risk-napoleon-1999-conquer-europe-in = Risk Napoléon (1999): conquistar a Europa de 1810, de 2 a 6 jogadores (a dois com um exército neutro).
ui-risk-napoleon-1999-capitals-a-secret = Risk Napoléon (1999), capitais: uma capital secreta para cada um; quem a tomar fica com todo o exército do dono.
ui-risk-asterix-battle-for-the-roman = Risk Astérix, Batalha pelo Império Romano: chefes, sestércios, poções e missões secretas; ganha quem chegar a 10 pontos de vitória.
ui-risk-asterix-conquest-conquer-the-whole = Risk Astérix, Conquista: conquistar todo o Império Romano, com sestércios e poções mas sem chefes.
ui-risk-napoleon-1999-for-2-players = Risk Napoléon (1999) para 2 jogadores: um exército neutro recebe metade dos seus reforços, colocados pelo seu adversário.
ui-risk-in-teams-2010s-seats-1 = Risk por equipas (anos 2010): lugares 1 e 3 contra 2 e 4; ganha a primeira equipa a eliminar um adversário.
ui-la-conquete-du-monde-for-2 = La Conquête du Monde a dois: aliciar os dois independentes com cartas e combater com eles.
ui-la-conquete-du-monde-for-2-2 = La Conquête du Monde a dois: dois independentes passivos barram o caminho.
ui-miro-1975-a-secret-objective-each = Miro 1975: um objetivo secreto para cada um; ninguém é eliminado antes da 5.ª ronda.
ui-miro-1975-conquer-the-world-rising = Miro 1975, conquistar o mundo: conjuntos que valem cada vez mais; ganha o último jogador em jogo.
ui-miro-1975-for-2-an-allied = Miro 1975 a dois: uma força aliada que o seu adversário joga contra si.
ui-la-conquete-du-monde-2010s-the = La Conquête du Monde (anos 2010): o cavaleiro dourado, 3 ou 4 jogadores.

## src/ui/table/battlefield/versus.rs

ui-versus-attacks = ataca
ui-versus-over = :

## src/ui/i18n.rs (the title page, the app's notices, the zoom)

ui-title = Lamorisse
ui-tagline = O jogo de tabuleiro da conquista do mundo, cinco edições num só
ui-language-switch = Idioma
ui-board-name = Tabuleiro do mundo
ui-continents-chart = Bónus dos continentes
ui-tap-a-territory = Toque num território para ver as fronteiras.
ui-borders = Fronteiras
ui-bonus-armies = exércitos
ui-back = Voltar
ui-storage-refused = Este navegador recusou-se a guardar o idioma.
ui-language-not-loaded = Não foi possível carregar este idioma. Verifique a ligação e tente novamente.
ui-continue = Continuar
ui-rules = Regras
ui-zoom = Zoom
ui-zoom-in = Ampliar
ui-zoom-out = Reduzir
ui-zoom-reset = Ver o tabuleiro inteiro
ui-storage-full = O armazenamento do navegador está cheio: esta partida não está a ser guardada, mas o jogo continua.
ui-changed-in-another-tab = A partida foi alterada noutro separador: este separador deixou de guardar, para que as duas partidas não se substituam uma à outra. O jogo continua aqui, sem ser guardado.
ui-save-here-again = Guardar antes a partida deste separador
ui-autosave-unreadable = Não foi possível ler a partida guardada; ficou intacta.
