# Refusals (issue 52): why the game refused an action, a saved game or a setup, said to the
# player (never the engine's own text).

## Actions
refusal-game-over = La partida ha terminado.
refusal-wrong-phase = Eso no se puede hacer en este paso del turno.
refusal-unknown-territory = Ese territorio no está en este tablero.
refusal-already-claimed = Ese territorio ya está ocupado: elige uno libre.
refusal-unclaimed-territories-remain = Aún quedan territorios libres: ocupa primero uno de ellos.
refusal-not-your-territory = Ese territorio no es tuyo.
refusal-not-neutral-territory = Este ejército no es tuyo: colócalo en uno de los territorios de su bando.
refusal-no-armies-left = No te quedan ejércitos por colocar.
refusal-bad-army-count = Coloca al menos un ejército, y no más de los que tienes.
refusal-territory-full = Ese territorio ya tiene todos los ejércitos que admite.
refusal-must-trade-cards = Tienes 5 cartas o más: canjea antes una combinación.
refusal-card-not-in-hand = Esas cartas no están todas en tu mano.
refusal-not-a-set = Esas tres cartas no forman una combinación: tres iguales, una de cada tipo, o dos y un comodín.
refusal-no-trade-now = Ahora no se pueden canjear cartas.
refusal-attack-own-territory = No puedes atacar un territorio de tu propio bando.
refusal-not-adjacent = Esos dos territorios no son vecinos.
refusal-too-many-attack-dice = Tira menos dados: necesitas tantos ejércitos como dados tires, más uno.
refusal-bad-defence-dice = Defiende con 1 o 2 dados, y con 2 solo si tienes al menos 2 ejércitos.
refusal-not-enough-armies = A este territorio solo le queda 1 ejército: ya no puede atacar.
refusal-ally-step-first = Termina antes tu ataque: entonces el otro jugador juega el turno del aliado, y después podrás volver a atacar.
refusal-no-enemy-neighbour = Ese territorio no tiene ningún vecino enemigo al que atacar: elige uno que esté en el frente.
refusal-elimination-too-early = Ningún jugador puede quedar eliminado antes del final de la cuarta ronda.
refusal-bad-move-count = Mueve al territorio conquistado al menos tantos ejércitos como dados hayas tirado, y deja uno atrás.
refusal-bad-fortify = Mueve ejércitos solo entre tus propios territorios conectados, y deja uno atrás.
refusal-bad-fortify-adjacent = Mueve ejércitos solo entre dos territorios tuyos vecinos, y deja uno atrás.
refusal-reserve-not-placed = Coloca antes todos tus ejércitos nuevos.
refusal-record-mismatch = Esta partida guardada no concuerda con sus propias jugadas.
refusal-no-such-die = Ese dado de ataque no existe.
refusal-commander-used = El Comandante solo cambia un dado por turno.
refusal-no-reroll-card = Se vuelve a tirar un dado una vez por batalla, con una carta que muestre uno de los dos territorios.
refusal-no-such-objective = Ese objetivo no existe.
refusal-objective-already-claimed = Ese objetivo ya se ha anunciado.
refusal-one-objective-per-turn = Solo se puede anunciar un objetivo por turno.
refusal-not-the-objectives-moment = Ese objetivo se anuncia en otro momento del turno.
refusal-objective-not-met = Ese objetivo aún no se ha cumplido.
refusal-no-independent-to-influence = No hay ningún independiente al que dar esa carta.
refusal-independent-has-five-cards = Ese independiente ya tiene 5 cartas y ya no se puede influir en él.
refusal-allies-reinforce-before-combat = Los aliados reciben sus refuerzos después de los tuyos y antes de cualquier batalla.
refusal-not-your-ally = Ese independiente no es aliado tuyo.
refusal-ally-already-reinforced = Cada aliado tira un solo dado de refuerzos por turno.
refusal-end-the-attack-first = Termina el ataque antes de mover ejércitos.
refusal-not-in-this-game = En esta partida no hay sestercios, ni tienda, ni pociones.
refusal-bad-sesterce-count = Canjea entre 2 y 10 sestercios de una vez.
refusal-already-cashed = Los sestercios se canjean una vez por turno, durante los refuerzos.
refusal-not-enough-sesterces = No tienes suficientes sestercios.
refusal-shop-closed = La tienda abre durante los refuerzos, antes de tu primera invasión.
refusal-already-equipped = Un territorio tiene como máximo una espada y un escudo.
refusal-too-many-missions = Puedes tener tres misiones como máximo.
refusal-no-missions-left = El mazo de misiones está vacío.
refusal-potion-not-in-hand = Esa carta de poción no está en tu mano.
refusal-potion-not-now = Esa carta de poción no se juega en este momento.
refusal-one-potion-per-turn = Una carta de poción por turno, sin contar las de defensa.
refusal-bad-potion-target = El Sabotaje necesita un territorio rival con una espada o un escudo.
refusal-not-enough-points = Los Mercenarios cuestan un punto de victoria que no tienes.
refusal-already-guarded = Una sola poción de defensa por territorio y por turno.

## A game that cannot start

refusal-setup-player-count = Este juego es de { $min } a { $max } jugadores.
refusal-setup-repeated-colour = Cada jugador necesita su propio color.
refusal-setup-not-playable = Este juego aún no se puede jugar en esta versión.

## Why a saved game or a file cannot be read or replayed (after a colon)

refusal-replay-invalid = los datos están dañados, o no es una partida de Lamorisse.
refusal-replay-newer = se guardó con una versión más reciente de Lamorisse: actualiza la aplicación para abrirla.
refusal-replay-illegal = la jugada { $move } va contra las reglas. { $why }

## What was not done because a saved game or a file could not be read, then why
## (src/ui/refusals.rs; $reason a saved game's reason, one of the refusal-replay-* above)

ui-file-not-imported = No se ha importado la partida de este archivo: { $reason }
ui-saved-game-not-read = No se ha podido leer esta partida guardada, así que no se ha cargado; se ha dejado intacta: { $reason }
ui-game-not-replayable = No se puede ver la repetición de esta partida: { $reason }
ui-log-not-exported = No se puede exportar el registro de esta partida: { $reason }
ui-statistics-not-drawn = No se pueden mostrar las estadísticas de esta partida: { $reason }
