# Las palabras de las pantallas que se cargan cuando hacen falta (issue 52): las pantallas para
# jugar en varios dispositivos (issue 38), la página Tableros (issue 40) y los rechazos al
# importar un tablero (issue 50, punto 7). Estos módulos de JavaScript reciben de la página un
# `say(id, args)` que pone los mensajes en el idioma del jugador (`useWords`). Un nombre
# ($name, $who, $attacker) es el de un jugador o un tablero tal como se escribió, sin formas;
# un lugar ($from, $to) es el nombre de un territorio, también sin formas (sin artículo): por
# eso las frases los ponen tras dos puntos o una flecha («Ural → Ucrania»).

## public/link/screens.js
# La ventana Móviles del anfitrión: la línea de cada puesto y después la invitación de un
# puesto (su código QR y su código, y luego la respuesta del móvil, escaneada o pegada).

link-phones = Móviles
link-close = Cerrar
link-here = { $name } juega aquí
link-joined = { $name } juega en su móvil
link-waiting = Esperando el móvil de { $name }
link-add = Añadir un móvil
link-new-code = Nuevo código
link-play-here = Jugar aquí
# El título de la invitación y el nombre accesible de la ventana.
link-scan-to-play = Escanea para jugar como { $name }
link-preparing = Preparando el código…
link-aim = Apunta la cámara del móvil a este código. O envía el código:
link-invite-code = Código de invitación
link-qr-invite = Código QR de la invitación
link-copy = Copiar
link-copied = Copiado
link-then = Después, la respuesta del móvil
link-scan-answer = Escanear el código del móvil
link-answer-code = La respuesta del móvil
link-paste-answer = …o pega aquí su respuesta
link-connect = Conectar
link-connecting = Conectando…

# La pantalla de un móvil que se une a la mesa: el código del anfitrión, escaneado o pegado, y
# después la respuesta que muestra el móvil.
link-join = Unirse a una mesa
link-scan-host = Escanea el código que el anfitrión muestra para tu puesto, o pégalo.
link-scan-invite = Escanear el código del anfitrión
link-host-code = El código del anfitrión
link-paste-invite = Pega aquí el código del anfitrión
link-join-button = Unirse
link-paste-first = Pega primero el código del anfitrión en el recuadro de arriba, o escanéalo.
link-preparing-answer = Preparando tu respuesta…
link-show-host = Muestra este código al anfitrión: cuando lo escanee, tu puesto se abrirá aquí.
link-no-camera = ¿El anfitrión no tiene cámara? Envíale este código:
link-your-answer = Tu respuesta
link-qr-answer = Código QR de tu respuesta

# Por qué no han podido conectarse dos dispositivos.
link-problem-bad-code = Ese código no es una invitación ni una respuesta de Lamorisse.
link-problem-timeout = El otro dispositivo no ha respondido a tiempo. ¿Están los dos en la misma wifi?
link-problem-no-camera = Aquí no hay cámara, o no se permite usarla: pega el código.
link-problem-other = Los dispositivos no han podido conectarse. Prueba con un código nuevo.
link-problem-no-webrtc = Este navegador no puede conectar dispositivos: no tiene WebRTC (algunos navegadores y ajustes de privacidad lo quitan). Podéis jugar todos en este dispositivo, o abrir Lamorisse en Firefox, Chrome o Safari para jugar en móviles.

# La pregunta al defensor cuyos dados se eligen en otro dispositivo (los dados de RULINGS R5,
# la poción de 003): $attacker y $who son nombres de jugadores, $from y $to nombres de
# territorios sin artículo, $dice los dados del atacante; `link-dice` es el botón de cada
# respuesta.
link-attack = Ataque de { $attacker } con { $dice ->
        [one] { $dice } dado
       *[other] { $dice } dados
    }: { $from } → { $to }.
link-ask = ¿Con cuántos dados defiendes?
link-ask-named = { $who }, ¿con cuántos dados defiendes?
link-dice = { $count ->
        [one] { $count } dado
       *[other] { $count } dados
    }
link-dice-label = Los dados del defensor
link-defend-with = Defender con
link-waits = La partida espera tu respuesta.
# En el anfitrión, mientras un defensor responde en su móvil.
link-waiting-guard = { $who } está decidiendo en su móvil si juega una poción de defensa…
link-waiting-dice = { $who } está eligiendo sus dados de defensa en su móvil…
link-go-on = Seguir sin esperar

# Los avisos de un móvil: el anfitrión perdido (con un botón para volver a unirse) o una jugada
# rechazada.
link-lost = Se ha perdido la conexión con el anfitrión. Pídele un código nuevo para tu puesto.
link-join-again = Volver a unirse
link-not-your-move = Todavía no es tu turno.
link-stale = La partida ha avanzado mientras tanto: vuelve a mirar.
link-version = Este móvil y el anfitrión tienen versiones distintas de Lamorisse: recarga los dos.
link-no-undo = No hay nada que deshacer.
link-unreadable = El anfitrión no ha podido leer eso.

## public/boards/screens.js
# La página Tableros: los tableros que ha importado un jugador, e «Importar un tablero». $name
# es el nombre de un tablero tal como lo da su archivo.

boards-title = Tableros
boards-close = Cerrar
boards-import = Importar un tablero
boards-about = Lamorisse incluye el mundo, Europa en 1810 y el Imperio romano. Añade cualquier tablero dibujado para Domination: elige su archivo .map y los archivos que nombra (su .cards y sus imágenes), o un solo .zip que los contenga.
boards-reading = Leyendo el mapa…
boards-none = Aún no has importado ningún tablero.
boards-ready = «{ $name }» está listo: elígelo en Nueva partida.
# $why: una de las frases de abajo, o un rechazo de la importación (import-*).
boards-refused = Este tablero no se ha importado. { $why }
boards-crashed = No se han podido leer los archivos: están dañados o no son un mapa.
boards-too-large = Estos archivos son demasiado grandes para un mapa.
boards-quota = No queda espacio en este dispositivo para este tablero: elimina antes un tablero o una partida guardada.
boards-storage = Este navegador no deja que Lamorisse guarde tableros (¿navegación privada?).
# La línea de un tablero guardado: su tamaño, «con su imagen» si la tiene (unido con « · ») y
# con cuántos juegos (la lista «Juego» de Nueva partida) se puede jugar en él.
boards-size = { $territories ->
        [one] { $territories } territorio
       *[other] { $territories } territorios
    } · { $continents ->
        [one] { $continents } continente
       *[other] { $continents } continentes
    }
boards-with-picture = con su imagen
boards-plays = { $count ->
        [one] válido para { $count } juego
       *[other] válido para { $count } juegos
    }
boards-remove = Eliminar
# El nombre accesible del botón Eliminar.
boards-remove-named = Eliminar { $name }
boards-confirm = ¿Eliminar definitivamente?
boards-removed = «{ $name }» se ha eliminado.

## crates/import/src/refusal.rs
# Por qué se ha rechazado un tablero importado, dicho tras «Este tablero no se ha importado.»:
# dónde (el archivo $file y su línea $line, si la hay), qué falla y qué cambiar. Los nombres de
# sección entre corchetes ([countries]), los tipos de carta (Infantry, Wildcard) y de archivo
# (pic, map) son las palabras de los propios archivos de Domination: se dejan tal cual. «País»
# es el término de esos archivos (countries); «territorio», el del juego. $file, $name,
# $picture, $index son nombres de archivo; $country, $continent, $from, $to, nombres tal como
# los escribe el mapa; las demás variables, números.

# Un archivo demasiado grande: $amount en kilobytes o megabytes ($unit: kb, mb).
import-file-too-large = { $file } es demasiado grande: { $amount } { $unit ->
        [mb] MB
       *[kb] KB
    } como máximo; elige el archivo del propio mapa, o hazlo más pequeño.
import-line-too-long = { $file }, línea { $line }: la línea tiene más de { $most } caracteres, más de lo que necesita cualquier mapa; acórtala o divídela en dos.
# $shape: lo que contiene una línea de su tipo (uno de los mensajes import-shape-*).
import-bad-line = { $file }, línea { $line }: se esperaba { $shape }; corrige la línea.
# $section: el nombre de la sección que falta (countries, continents, borders, files).
import-missing-section = { $file } no tiene sección [{ $section }]; añádela, con { $shape } en cada línea.
import-shape-continent = un nombre, una bonificación y un color
import-shape-country = un número, un nombre, un número de continente y una posición x y
import-shape-border = un número de país y los números de sus vecinos
import-shape-file = un tipo (pic, map, crd, prv) y un nombre de archivo
import-shape-card = Infantry, Cavalry o Cannon y un número de país, o Wildcard
import-shape-mission = un jugador de 0 a 8, un número de países que tenga el mapa, ejércitos de 0 a 1000, tres números de continente (0 o * para ninguno o cualquiera) y una descripción
import-shape-other = una clave y un valor
import-missing-file = { $file }, línea { $line }: el mapa necesita el archivo { $name }; añádelo a los archivos elegidos.
import-no-map-file = No hay ningún archivo .map entre los archivos elegidos; añade el archivo .map del mapa, o elige un solo .zip que contenga todos sus archivos.
import-out-of-order = { $file }, línea { $line }: aquí se esperaba el país número { $expected }; numera los países 1, 2, 3, etc., en orden.
# $continents: cuántos continentes tiene el mapa (0: ninguno indicado antes de sus países).
import-unknown-continent = { $file }, línea { $line }: { $country } indica un continente que el mapa no tiene; { $continents ->
        [0] enumera los continentes en [continents], antes de [countries].
       *[other] indica un número de continente del 1 al { $continents }.
    }
# $number: el número tal como está escrito; $countries: cuántos países tiene el mapa.
import-unknown-country = { $file }, línea { $line }: no hay ningún país número { $number }; { $countries ->
        [0] enumera primero los países en [countries].
       *[other] usa un número del 1 al { $countries }.
    }
import-self-border = { $file }, línea { $line }: { $country } figura entre sus propios vecinos; quita el { $number } de esa lista.
import-one-way-border = { $file }, línea { $line }: { $from } limita con { $to }, pero { $to } no limita con { $from }; añade el { $from-number } a la línea de { $to } en [borders], o quita el { $to-number } de esta.
import-empty-continent = { $file }, línea { $line }: el continente { $continent } no tiene ningún país; dale países en [countries], o elimina su línea y vuelve a numerar los continentes siguientes.
import-disconnected = { $file }, línea { $line }: no se puede llegar a { $country } desde el resto del tablero; en [borders], dale un vecino, en las líneas de los dos países.
import-no-region = { $file }: el país { $country } no está pintado en esta imagen de índice; pinta su superficie con el valor de azul { $number }, su número en el archivo .map.
# $what: continents, jokers, missions o countries (los países); $most, el límite.
import-too-many = { $file }, línea { $line }: { $what ->
        [continents] el mapa tiene demasiados continentes, { $most } como máximo; junta algunos.
        [jokers] sobra un Wildcard (una baraja tiene como máximo { $most } comodines); quita las líneas Wildcard a partir de esta.
        [missions] sobra una misión (una baraja tiene como máximo { $most } misiones); quita las líneas de misión a partir de esta.
       *[countries] el mapa tiene demasiados países, { $most } como máximo (la imagen de índice los pinta con los valores del 1 al { $most }); junta o quita países.
    }
import-too-few = { $file } tiene demasiado pocos países para una partida: al menos { $most }; añade países.
import-bonus-too-large = { $file }, línea { $line }: la bonificación supera los { $most } ejércitos, más de lo que da cualquier partida; pon una bonificación menor.
import-bad-image = { $file } no se puede leer como imagen PNG o GIF; vuelve a guardarlo como PNG.
import-image-too-large = { $file } es demasiado grande ({ $width } × { $height } píxeles): { $most } píxeles como máximo; reduce su tamaño, junto con el de la otra imagen del mapa.
# $picture: el archivo del tablero dibujado; $index: el de la imagen de índice.
import-sizes-differ = { $picture } y { $index } no tienen el mismo tamaño: el tablero dibujado y su imagen de índice deben coincidir; elige la imagen dibujada para esta imagen de índice, o no la incluyas.
import-scattered = { $file } no parece una imagen de índice: el país { $country } está repartido en cientos de trozos; elige la imagen de índice que el archivo .map indica en [files], tras «map».
# El rechazo del propio juego a un tablero que las comprobaciones anteriores dejaron pasar:
# $why size, mission u otro; $most, la mayor bonificación que puede dar un continente.
import-unplayable = { $file }: { $why ->
        [size] el tablero es más grande de lo que admite una partida (255 territorios o continentes, 256 comodines, bonificaciones de { $most } ejércitos); hazlo más pequeño.
        [mission] una misión del archivo .cards pide algo que el tablero no tiene; corrígela o quítala en [missions].
       *[other] los países y las fronteras del tablero no encajan entre sí; revisa [countries] y [borders].
    }
# Un zip rechazado: $reason too-large (sus archivos ocuparían más de $amount $unit una vez
# descomprimidos), method (una compresión que no se lee), encrypted (una contraseña) u otro
# (dañado).
import-bad-zip = { $reason ->
        [too-large] { $file }: los archivos del zip ocuparían más de { $amount } { $unit ->
            [mb] MB
           *[kb] KB
        } una vez descomprimidos; elige directamente los archivos del mapa.
        [method] { $file } usa una compresión que Lamorisse no lee; vuelve a comprimir los archivos con deflate normal.
        [encrypted] { $file } está protegido con contraseña; vuelve a comprimir los archivos sin contraseña.
       *[other] { $file } está dañado o incompleto; vuelve a descargarlo.
    }
