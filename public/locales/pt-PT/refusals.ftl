# Refusals (issue 52): why the game refused an action, a saved game or a setup, said to the
# player (never the engine's own text).

## Actions
refusal-game-over = A partida terminou.
refusal-wrong-phase = Isso não se pode fazer nesta fase do turno.
refusal-unknown-territory = Esse território não existe neste tabuleiro.
refusal-already-claimed = Esse território já está ocupado: escolha um vazio.
refusal-unclaimed-territories-remain = Ainda há territórios vazios: ocupe primeiro um deles.
refusal-not-your-territory = Esse território não é seu.
refusal-not-neutral-territory = Este exército é neutro: coloque-o num dos territórios do exército neutro.
refusal-no-armies-left = Já não tem exércitos para colocar.
refusal-bad-army-count = Coloque pelo menos um exército e não mais do que os que tem.
refusal-territory-full = Esse território já tem todos os exércitos que pode ter.
refusal-must-trade-cards = Tem 5 cartas ou mais: troque primeiro um conjunto.
refusal-card-not-in-hand = Essas cartas não estão todas na sua mão.
refusal-not-a-set = Essas três cartas não formam um conjunto: três iguais, uma de cada, ou duas e um joker.
refusal-no-trade-now = Agora não se podem trocar cartas.
refusal-attack-own-territory = Não pode atacar um território do seu próprio lado.
refusal-not-adjacent = Esses dois territórios não fazem fronteira um com o outro.
refusal-too-many-attack-dice = Lance menos dados: precisa de ter mais um exército do que os dados que lança.
refusal-bad-defence-dice = Defenda com 1 ou 2 dados, e com 2 só se tiver pelo menos 2 exércitos.
refusal-not-enough-armies = Este território só tem 1 exército: já não pode atacar.
refusal-ally-step-first = Termine primeiro o seu ataque: o outro jogador joga então o turno do aliado, e depois pode voltar a atacar.
refusal-no-enemy-neighbour = Esse território não tem nenhum vizinho inimigo para atacar: escolha um na linha da frente.
refusal-elimination-too-early = Nenhum jogador pode ser eliminado antes do fim da quarta ronda.
refusal-bad-move-count = Avance com pelo menos tantos exércitos quantos os dados lançados, e deixe um para trás.
refusal-bad-fortify = Desloque exércitos apenas entre territórios seus ligados entre si, e deixe um para trás.
refusal-bad-fortify-adjacent = Desloque exércitos apenas entre dois dos seus territórios vizinhos, e deixe um para trás.
refusal-reserve-not-placed = Coloque primeiro todos os seus novos exércitos.
refusal-record-mismatch = Esta partida guardada não corresponde às jogadas que regista.
refusal-no-such-die = Esse dado de ataque não existe.
refusal-commander-used = O Comandante só muda um dado por turno.
refusal-no-reroll-card = Só se volta a lançar um dado uma vez por batalha, com uma carta que mostre um dos dois territórios.
refusal-no-such-objective = Esse objetivo não existe.
refusal-objective-already-claimed = Esse objetivo já foi anunciado.
refusal-one-objective-per-turn = Só se pode anunciar um objetivo por turno.
refusal-not-the-objectives-moment = Esse objetivo anuncia-se noutro momento do turno.
refusal-objective-not-met = Esse objetivo ainda não foi cumprido.
refusal-no-independent-to-influence = Não há nenhum independente a quem dar essa carta.
refusal-independent-has-five-cards = Esse independente já tem 5 cartas e já não pode ser aliciado.
refusal-allies-reinforce-before-combat = Os aliados recebem reforços depois dos seus próprios exércitos e antes de qualquer batalha.
refusal-not-your-ally = Esse independente não é seu aliado.
refusal-ally-already-reinforced = Cada aliado lança um dado de reforços por turno.
refusal-end-the-attack-first = Termine o ataque antes de deslocar exércitos.
refusal-not-in-this-game = Esta partida não tem sestércios, nem loja, nem poções.
refusal-bad-sesterce-count = Troque entre 2 e 10 sestércios de cada vez.
refusal-already-cashed = Os sestércios trocam-se uma vez por turno, durante os reforços.
refusal-not-enough-sesterces = Não tem sestércios suficientes.
refusal-shop-closed = A loja está aberta durante os reforços, antes da sua primeira invasão.
refusal-already-equipped = Um território tem, no máximo, uma espada e um escudo.
refusal-too-many-missions = Pode ter, no máximo, três missões.
refusal-no-missions-left = O monte de missões está vazio.
refusal-potion-not-in-hand = Essa carta de poção não está na sua mão.
refusal-potion-not-now = Essa carta de poção não se joga neste momento.
refusal-one-potion-per-turn = Uma carta de poção por turno, sem contar as cartas de defesa.
refusal-bad-potion-target = A Sabotagem precisa de um território adversário com uma espada ou um escudo.
refusal-not-enough-points = Os Mercenários custam um ponto de vitória que não tem.
refusal-already-guarded = Só uma poção de defesa por território e por turno.

## A game that cannot start

refusal-setup-player-count = Este jogo é para { $min } a { $max } jogadores.
refusal-setup-repeated-colour = Cada jogador precisa da sua própria cor.
refusal-setup-not-playable = Este jogo ainda não pode ser jogado nesta versão.

## Why a saved game or a file cannot be read or replayed (after a colon)

refusal-replay-invalid = o conteúdo está danificado ou não se trata de uma partida do Lamorisse.
refusal-replay-newer = foi guardada por uma versão mais recente do Lamorisse: atualize a aplicação para a abrir.
refusal-replay-illegal = a { $move }.ª jogada não respeita as regras. { $why }

## What was not done because a saved game or a file could not be read, then why
## (src/ui/refusals.rs; $reason a saved game's reason, one of the refusal-replay-* above)

ui-file-not-imported = A partida deste ficheiro não foi importada: { $reason }
ui-saved-game-not-read = Não foi possível ler esta partida guardada, por isso não foi carregada; ficou tal como estava: { $reason }
ui-game-not-replayable = Esta partida não pode ser revista: { $reason }
ui-log-not-exported = Não é possível exportar o registo desta partida: { $reason }
ui-statistics-not-drawn = Não é possível apresentar as estatísticas desta partida: { $reason }
