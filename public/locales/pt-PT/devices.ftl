# As palavras dos ecrãs carregados só quando são precisos (issue 52): os ecrãs para jogar em
# vários dispositivos (issue 38), a página Tabuleiros (issue 40) e as recusas ao importar um
# tabuleiro (issue 50, ponto 7). Estes módulos JavaScript recebem da página um `say(id, args)`
# que escreve as mensagens na língua do jogador (`useWords`). Um nome ($name, $who, $attacker)
# é o de um jogador ou de um tabuleiro tal como foi escrito, sem formas; um lugar ($from, $to) é
# o nome de um território, também sem formas (sem artigo nem contração): por isso as frases
# põem-no depois de dois pontos ou de uma seta («Urais → Ucrânia»).

## public/link/screens.js
# A janela Telemóveis do anfitrião: a linha de cada lugar, depois o convite de um lugar (o
# código QR e o código, depois a resposta do telemóvel, lida ou colada).

link-phones = Telemóveis
link-close = Fechar
link-here = { $name } joga aqui
link-joined = { $name } joga no próprio telemóvel
link-waiting = À espera do telemóvel de { $name }
link-add = Adicionar um telemóvel
link-new-code = Novo código
link-play-here = Jogar aqui
# O título do convite e o nome acessível da janela.
link-scan-to-play = Leia o código para jogar como { $name }
link-preparing = A preparar o código…
link-aim = Aponte a câmara do telemóvel para este código. Ou envie o código:
link-invite-code = Código de convite
link-qr-invite = Código QR do convite
link-copy = Copiar
link-copied = Copiado
link-then = Depois, a resposta do telemóvel
link-scan-answer = Ler o código do telemóvel
link-answer-code = A resposta do telemóvel
link-paste-answer = …ou cole aqui a resposta dele
link-connect = Ligar
link-connecting = A ligar…

# O ecrã de um telemóvel que se junta à mesa: o código do anfitrião, lido ou colado, depois a
# resposta que o telemóvel mostra.
link-join = Juntar-se a uma mesa
link-scan-host = Leia o código que o anfitrião mostra para o seu lugar, ou cole-o.
link-scan-invite = Ler o código do anfitrião
link-host-code = O código do anfitrião
link-paste-invite = Cole aqui o código do anfitrião
link-join-button = Juntar-se
link-paste-first = Cole primeiro o código do anfitrião na caixa acima, ou leia-o.
link-preparing-answer = A preparar a sua resposta…
link-show-host = Mostre este código ao anfitrião: quando ele o ler, o seu lugar abre-se aqui.
link-no-camera = O anfitrião não tem câmara? Envie-lhe este código:
link-your-answer = A sua resposta
link-qr-answer = Código QR da sua resposta

# Porque é que dois dispositivos não se conseguiram ligar.
link-problem-bad-code = Esse código não é um convite nem uma resposta do Lamorisse.
link-problem-timeout = O outro dispositivo não respondeu a tempo. Estão os dois na mesma rede Wi-Fi?
link-problem-no-camera = Não há câmara aqui, ou não há autorização para a usar: cole antes o código.
link-problem-other = Não foi possível ligar os dispositivos. Experimente um código novo.
link-problem-no-webrtc = Este navegador não consegue ligar dispositivos: não tem WebRTC (alguns navegadores e definições de privacidade removem-no). Podem jogar todos neste dispositivo, ou abrir o Lamorisse no Firefox, no Chrome ou no Safari para jogar em telemóveis.

# A pergunta ao defensor cujos dados se escolhem noutro dispositivo (os dados de RULINGS R5, a
# poção de 003): $attacker e $who são nomes de jogadores, $from e $to nomes de territórios sem
# artigo, $dice os dados do atacante; `link-dice` é o botão de cada resposta.
link-attack = Ataque de { $attacker } com { $dice ->
        [one] { $dice } dado
       *[other] { $dice } dados
    }: { $from } → { $to }.
link-ask = Com quantos dados quer defender?
link-ask-named = { $who }, com quantos dados quer defender?
link-dice = { $count ->
        [one] { $count } dado
       *[other] { $count } dados
    }
link-dice-label = Os dados do defensor
link-defend-with = Defender com
link-waits = A partida aguarda a sua resposta.
# No anfitrião, enquanto um defensor responde no telemóvel.
link-waiting-guard = { $who } está a decidir no telemóvel se joga uma poção de defesa…
link-waiting-dice = { $who } está a escolher os dados de defesa no telemóvel…
link-go-on = Continuar sem esperar

# Os avisos de um telemóvel: o anfitrião perdido (com um botão para voltar a juntar-se) ou uma
# jogada recusada.
link-lost = Perdeu-se a ligação ao anfitrião. Peça-lhe um novo código para o seu lugar.
link-join-again = Juntar-se de novo
link-not-your-move = Ainda não é o seu turno.
link-stale = Entretanto, a partida avançou: veja de novo.
link-version = Este telemóvel e o anfitrião têm versões diferentes do Lamorisse: recarregue os dois.
link-no-undo = Não há nada para anular.
link-unreadable = O anfitrião não conseguiu ler isso.

## public/boards/screens.js
# A página Tabuleiros: os tabuleiros que um jogador importou, e «Importar um tabuleiro». $name é
# o nome de um tabuleiro tal como o ficheiro o dá.

boards-title = Tabuleiros
boards-close = Fechar
boards-import = Importar um tabuleiro
boards-about = O Lamorisse inclui o mundo, a Europa em 1810 e o Império Romano. Adicione qualquer tabuleiro desenhado para o Domination: escolha o ficheiro .map e os ficheiros que ele indica (o .cards e as imagens), ou um único .zip que os contenha.
boards-reading = A ler o mapa…
boards-none = Ainda não foi importado nenhum tabuleiro.
boards-ready = «{ $name }» está pronto: escolha-o em Nova partida.
# $why: uma das frases abaixo, ou uma recusa da importação (import-*).
boards-refused = Este tabuleiro não foi importado. { $why }
boards-crashed = Não foi possível ler os ficheiros: estão danificados ou não são um mapa.
boards-too-large = Estes ficheiros são grandes demais para um mapa.
boards-quota = Já não há espaço neste dispositivo para este tabuleiro: remova primeiro um tabuleiro ou uma partida guardada.
boards-storage = Este navegador não deixa o Lamorisse guardar tabuleiros (navegação privada?).
# A linha de um tabuleiro guardado: o tamanho, «com imagem» se tiver uma (juntado com « · »), e
# com quantos jogos (a lista «Jogo» de Nova partida) é compatível.
boards-size = { $territories ->
        [one] { $territories } território
       *[other] { $territories } territórios
    } · { $continents ->
        [one] { $continents } continente
       *[other] { $continents } continentes
    }
boards-with-picture = com imagem
boards-plays = { $count ->
        [one] compatível com { $count } jogo
       *[other] compatível com { $count } jogos
    }
boards-remove = Remover
# O nome acessível do botão Remover.
boards-remove-named = Remover { $name }
boards-confirm = Remover de vez?
boards-removed = «{ $name }» foi removido.

## crates/import/src/refusal.rs
# Porque é que um tabuleiro importado foi recusado, dito depois de «Este tabuleiro não foi
# importado.»: onde (o ficheiro $file e a linha $line, se houver), o que está errado e o que
# mudar. Os nomes das secções entre parênteses retos ([countries]), os tipos de carta (Infantry,
# Wildcard) e de ficheiro (pic, map) são as palavras dos próprios ficheiros do Domination:
# ficam como estão. «País» é o termo desses ficheiros (countries), «território» o do jogo.
# $file, $name, $picture, $index são nomes de ficheiros; $country, $continent, $from, $to nomes
# tal como o mapa os escreve; as outras variáveis números.

# Um ficheiro grande demais: $amount em kilobytes ou megabytes ($unit: kb, mb).
import-file-too-large = { $file } é grande demais: no máximo { $amount } { $unit ->
        [mb] MB
       *[kb] KB
    }; escolha o verdadeiro ficheiro do mapa, ou reduza-o.
import-line-too-long = { $file }, linha { $line }: a linha tem mais de { $most } carateres, mais do que qualquer mapa precisa; encurte-a ou divida-a em duas.
# $shape: o que contém uma linha do seu tipo (uma das mensagens import-shape-*).
import-bad-line = { $file }, linha { $line }: esperava-se { $shape }; corrija a linha.
# $section: o nome da secção em falta (countries, continents, borders, files).
import-missing-section = { $file } não tem a secção [{ $section }]; adicione-a, com { $shape } em cada linha.
import-shape-continent = um nome, um bónus e uma cor
import-shape-country = um número, um nome, um número de continente e uma posição x y
import-shape-border = um número de país e os números dos seus vizinhos
import-shape-file = um tipo (pic, map, crd, prv) e um nome de ficheiro
import-shape-card = Infantry, Cavalry ou Cannon e um número de país, ou Wildcard
import-shape-mission = um jogador de 0 a 8, um número de países que o mapa tenha, exércitos de 0 a 1000, três números de continente (0 ou * para nenhum ou qualquer um) e uma descrição
import-shape-other = uma chave e um valor
import-missing-file = { $file }, linha { $line }: o mapa precisa do ficheiro { $name }; adicione-o aos ficheiros escolhidos.
import-no-map-file = Nenhum ficheiro .map entre os ficheiros escolhidos; adicione o ficheiro .map do mapa, ou escolha um único .zip com todos os ficheiros dele.
import-out-of-order = { $file }, linha { $line }: esperava-se aqui o país número { $expected }; numere os países 1, 2, 3 e assim por diante, por ordem.
# $continents: quantos continentes o mapa tem (0: nenhum indicado antes dos países).
import-unknown-continent = { $file }, linha { $line }: { $country } indica um continente que o mapa não tem; { $continents ->
        [0] indique os continentes em [continents], antes de [countries].
       *[other] indique um número de continente de 1 a { $continents }.
    }
# $number: o número tal como está escrito; $countries: quantos países o mapa tem.
import-unknown-country = { $file }, linha { $line }: não há nenhum país número { $number }; { $countries ->
        [0] indique primeiro os países em [countries].
       *[other] use um número de 1 a { $countries }.
    }
import-self-border = { $file }, linha { $line }: { $country } aparece entre os seus próprios vizinhos; retire o { $number } dessa lista.
import-one-way-border = { $file }, linha { $line }: { $from } faz fronteira com { $to }, mas { $to } não faz fronteira com { $from }; adicione o { $from-number } à linha de { $to } em [borders], ou retire o { $to-number } desta.
import-empty-continent = { $file }, linha { $line }: o continente { $continent } não tem nenhum país; atribua-lhe países em [countries], ou remova a linha dele e volte a numerar os continentes seguintes.
import-disconnected = { $file }, linha { $line }: não é possível chegar a { $country } a partir do resto do tabuleiro; em [borders], dê-lhe um vizinho, nas linhas de ambos os países.
import-no-region = { $file }: o país { $country } não está pintado nesta imagem de índice; pinte a área dele com o valor de azul { $number }, o número dele no ficheiro .map.
# $what: continents, jokers, missions ou countries (os países); $most o limite.
import-too-many = { $file }, linha { $line }: { $what ->
        [continents] o mapa tem continentes a mais, no máximo { $most }; junte alguns deles.
        [jokers] um Wildcard a mais (um baralho tem no máximo { $most } jokers); retire as linhas Wildcard a partir desta.
        [missions] uma missão a mais (um baralho tem no máximo { $most } missões); retire as linhas de missão a partir desta.
       *[countries] o mapa tem países a mais, no máximo { $most } (a imagem de índice pinta-os com os valores de 1 a { $most }); junte ou retire países.
    }
import-too-few = { $file } tem países a menos para uma partida: pelo menos { $most }; adicione países.
import-bonus-too-large = { $file }, linha { $line }: o bónus ultrapassa os { $most } exércitos, mais do que qualquer partida dá; indique um bónus menor.
import-bad-image = { $file } não pode ser lido como imagem PNG ou GIF; guarde-o de novo como PNG.
import-image-too-large = { $file } é grande demais ({ $width } × { $height } píxeis): no máximo { $most } píxeis; reduza-o, juntamente com a outra imagem do mapa.
# $picture: o ficheiro do tabuleiro desenhado; $index: o da imagem de índice.
import-sizes-differ = { $picture } e { $index } não têm o mesmo tamanho: o tabuleiro desenhado e a imagem de índice têm de corresponder; escolha a imagem desenhada para esta imagem de índice, ou deixe-a de fora.
import-scattered = { $file } não parece uma imagem de índice: o país { $country } está espalhado por centenas de pedaços; escolha a imagem de índice que o ficheiro .map indica em [files], depois de «map».
# A recusa pelo próprio jogo de um tabuleiro que as verificações acima deixaram passar: $why
# size, mission ou outro; $most o maior bónus que um continente pode dar.
import-unplayable = { $file }: { $why ->
        [size] o tabuleiro é maior do que uma partida comporta (255 territórios ou continentes, 256 jokers, bónus de { $most } exércitos); reduza-o.
        [mission] uma missão do ficheiro .cards pede algo que o tabuleiro não tem; corrija-a ou retire-a em [missions].
       *[other] os países e as fronteiras do tabuleiro não batem certo; verifique [countries] e [borders].
    }
# Um zip recusado: $reason too-large (os ficheiros ultrapassariam $amount $unit depois de
# descompactados), method (uma compressão que não é lida), encrypted (uma palavra-passe) ou
# outro (danificado).
import-bad-zip = { $reason ->
        [too-large] { $file }: os ficheiros do zip ultrapassariam { $amount } { $unit ->
            [mb] MB
           *[kb] KB
        } depois de descompactados; escolha antes os próprios ficheiros do mapa.
        [method] { $file } usa uma compressão que o Lamorisse não lê; volte a compactar os ficheiros com deflate simples.
        [encrypted] { $file } está protegido por palavra-passe; volte a compactar os ficheiros sem palavra-passe.
       *[other] { $file } está danificado ou incompleto; descarregue-o de novo.
    }
