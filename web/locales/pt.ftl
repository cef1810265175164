### O aplicativo da mesa em português (the table app in Portuguese). See docs/translating.md.

## app

app-title = Spyfall
app-tagline = Todos conhecem o mesmo local secreto, menos o espião. Jogue na sua mesa, com um telefone por pessoa.
app-loading = Carregando…
app-reconnecting = Reconectando…
app-language = Idioma
app-language-unavailable = Não foi possível carregar esse idioma. Verifique o Wi-Fi e escolha o idioma de novo.
app-back = Início
app-dismiss = Fechar

## home

home-your-name = Seu nome
home-join-title = Entrar numa mesa
home-code = Código da sala
home-join = Entrar
home-create-title = Mesa nova
home-create = Criar uma sala
home-nights = Noites de liga
home-organizers = Organizadores: o painel de administração
home-developers = Desenvolvedores: a API
home-signed-in-as = Jogando como { $name }
home-guest = visitante

## account

account-title = Conta
account-log-in = Entrar
account-sign-up = Criar conta
account-log-out = Sair
account-make-account = Guarde seus resultados: crie uma conta
account-username = Nome de usuário
account-password = Senha
account-submit-log-in = Entrar
account-submit-sign-up = Criar a conta
account-submit-make = Criar minha conta
account-done = Pronto.

## settings

settings-title = Configurações
settings-rule-set = Regras
settings-classic = Clássico
settings-time_travel = Viagem no Tempo
settings-mode = Modo
settings-standard = Padrão
settings-team = Equipes (Viagem no Tempo, de 7 a 12 jogadores)
settings-packs = Pacotes de locais
settings-rounds = Rodadas
settings-round-minutes = Minutos por rodada
settings-round-minutes-auto = Conforme o número de jogadores
settings-show-roles = Jogar com papéis
settings-vote-timeout = Segundos para votar
settings-spies = Espiões
settings-captain-passes = Vezes que cada jogador é capitão
settings-save = Salvar configurações
settings-changed-title = Configurações alteradas para a próxima partida
settings-this-game = Esta partida
settings-next-game = Próxima partida
settings-applies-next-game = Há uma partida em andamento: as mudanças valem a partir da próxima partida.
settings-yes = sim
settings-no = não

## labels

settings-labels-rule_set = Regras
settings-labels-mode = Modo
settings-labels-pack_ids = Pacotes de locais
settings-labels-rounds = Rodadas
settings-labels-round_minutes = Minutos por rodada
settings-labels-show_roles = Jogar com papéis
settings-labels-vote_timeout_seconds = Segundos para votar
settings-labels-spies = Espiões
settings-labels-captain_passes = Vezes que cada jogador é capitão

## lobby

lobby-code = Código da sala
lobby-closed = Esta sala foi fechada depois de um tempo sem jogo. Abra uma sala nova para jogar de novo.
lobby-share = Os outros entram com este código, este link ou o código QR.
lobby-link = Link para esta mesa
lobby-copy = Copiar o link
lobby-copied = Copiado
lobby-share-button = Compartilhar…
lobby-share-text = Venha para a nossa mesa de Spyfall: sala { $code }
lobby-local-only = Só este computador consegue abrir este link: o servidor escuta apenas neste computador. Inicie-o com SPYFALL_ADDR=0.0.0.0:8080 ou defina em SPYFALL_PUBLIC_URL o endereço que os telefones conseguem abrir.
lobby-invite = Convidar mais jogadores
lobby-qr-alt = Código QR para entrar na sala { $code }
lobby-players = Jogadores
lobby-seat = Lugar { $n }
lobby-host = anfitrião
lobby-you = você
lobby-away = ausente
lobby-points =
    { $n ->
        [one] { $n } ponto
       *[other] { $n } pontos
    }
lobby-start-game = Começar uma partida
lobby-deal = Distribuir as cartas da rodada
lobby-deal-next = Distribuir as cartas da próxima rodada
lobby-waiting-for-deal = Esperando { $name } distribuir as cartas.
lobby-waiting-for-host = Esperando o anfitrião.
lobby-league-games-played =
    Esta mesa já jogou { $n ->
        [1] a sua partida
        [one] { $n } partida
       *[other] as suas { $n } partidas
    } desta rodada de lugares: espere aqui pela próxima distribuição de lugares.
lobby-league-seating-over = Esta rodada de lugares terminou: sua próxima mesa aparece assim que o organizador definir os lugares.
lobby-league-night-finished = A noite terminou: obrigado por jogar!
lobby-manage = Opções para { $name }
lobby-manage-short = Opções
lobby-heading = Na mesa
lobby-new-game = Começar uma partida nova
lobby-confirm-new-game = Começar uma partida nova? A pontuação desta partida volta a zero.
lobby-leave = Sair da mesa
lobby-kick = Remover { $name }
lobby-make-host = Tornar { $name } anfitrião
lobby-move-up = Mover { $name } para cima
lobby-move-down = Mover { $name } para baixo
lobby-bounds = Esta mesa joga com { $min } a { $max } jogadores.
lobby-join-title = Entrar nesta mesa
lobby-join-again = Sentar de novo nesta mesa
lobby-need-more =
    { $n ->
        [one] Falta { $n } jogador para distribuir as cartas.
       *[other] Faltam { $n } jogadores para distribuir as cartas.
    }
lobby-join-as = Entrar
lobby-removed = O anfitrião removeu você desta mesa.
lobby-left = Você saiu desta mesa.
lobby-wait-next-round = Uma rodada está em andamento; você entra na próxima.
lobby-abandon = Encerrar esta rodada
lobby-confirm-abandon = Encerrar esta rodada agora? Ninguém pontua nela, e ela não conta para a partida.

## round

round-title = Rodada { $n } de { $total }
round-show-card = Ver minha carta
round-hide-card = Esconder minha carta
round-card-hint = Não mostre sua carta a ninguém: toque para vê-la e toque de novo para virá-la para baixo (ela se vira sozinha depois de alguns segundos).
round-you-are-spy = Você é o espião
round-you-are-one-of-two-spies = Você é um dos dois espiões
round-spy-hint = Descubra onde você está antes que descubram você.
round-location = Local
round-role = Papel
round-clock-running = Tempo restante
round-clock-stopped = Relógio parado
round-clock-paused = Pausado
round-pause = Pausar a rodada
round-pause-reason = Por quê? (todos vão ver)
round-pause-reason-example = A pizza chegou
round-pause-confirm = Pausar
round-paused = Rodada pausada
round-paused-by = Pausada por { $name }. Todos os relógios pararam.
round-resume = Retomar a rodada
round-alerts = Som e vibração
round-alerts-on = ligados: um toque na sua vez, numa votação, nos últimos 10 segundos e quando o tempo acaba.
round-alerts-off = desligados
round-time-left = Restam { $time }
round-your-turn = Sua vez: faça uma pergunta a alguém.
round-their-turn = { $name } faz uma pergunta.
round-ask-whom = A quem você pergunta?
round-ask = Perguntar a { $name }
round-accuse = Acusar alguém
round-accuse-whom = Quem você põe em votação? Você pode fazer isso uma vez por rodada.
round-accuse-whom-small = Quem você acusa? A pessoa mostra a carta na hora.
round-accuse-confirm = Acusar { $name }? { $name } mostra a carta na hora e a rodada termina.
round-accuse-one = Acusar { $name }
round-cancel = Cancelar
round-vote-title = { $accuser } acusa { $suspect }.
round-vote-question = { $suspect } é o espião?
round-vote-yes = Sim, condenar
round-vote-no = Não
round-voted-yes = sim
round-voted-no = não
round-ballots = Votos
round-your-vote-needed = Falta o seu voto.
round-final-voting = Votação final
round-final-now = Em votação agora: { $name }.
round-final-next = Depois
round-guess = Adivinhar o local
round-guess-pick = Toque no local do seu palpite.
round-guess-confirm = Seu palpite é { $place }? A rodada termina na hora.
round-confirm = Sim, é esse
round-locations = Locais
round-locations-hint = Toque num local para riscá-lo (só neste telefone).
round-used = já usado
round-crossed = riscado
round-suspects = Jogadores
round-suspects-hint = Toque num jogador para marcá-lo sob suspeita; de novo para marcá-lo fora de suspeita e uma terceira vez para tirar a marca (só neste telefone).
round-suspected = sob suspeita
round-cleared = fora de suspeita
round-unmarked = sem marca
round-log = O que aconteceu
round-log-asked = { $actor } fez uma pergunta a { $subject }.
round-log-accused = { $actor } acusou { $subject }.
round-log-voted =
    { $vote ->
        [yes] { $actor } votou sim.
       *[no] { $actor } votou não.
    }
round-log-vote-failed = A votação sobre { $subject } não passou.
round-log-vote-failed-no = A votação sobre { $subject } não passou: { $no } votou não.
round-log-vote-timed-out = A votação sobre { $subject } não passou: o voto de { $missing } não chegou a tempo, e um voto que falta conta como não.
round-waiting-for = Esperando { $names }.
round-time-is-up = O tempo acabou
round-final-explained = O tempo acabou. Cada jogador é posto em votação, um de cada vez, a partir de quem distribuiu as cartas e em sentido horário; a primeira votação em que todos os outros dizem sim encerra a rodada. O espião não pode mais adivinhar.
round-log-time-up = O tempo acabou.
round-log-final-vote = Votação final sobre { $subject }.
round-log-reveal-proposed = { $actor } propôs revelar a carta do meio.
round-log-reveal-agreed = { $actor } concordou em revelá-la.
round-log-reveal-refused = { $actor } recusou revelá-la.
round-log-reveal-expired = { $actor } não respondeu a tempo.
round-log-guessed = { $actor } tentou adivinhar o local.
round-log-team-guessed = O espião indicou os dois locais.
round-log-first-captain = { $actor } age primeiro.
round-log-picked = { $actor } escolheu { $subject }.
round-log-pick-refused = { $actor } parou de escolher.
round-log-left = { $actor } saiu da mesa.
round-log-removed = O anfitrião removeu { $actor } da mesa.
round-log-abandoned = A rodada foi abandonada.
round-log-ended-by-organizer = O organizador encerrou a rodada.
round-log-ended = A rodada terminou.
round-log-paused = { $actor } pausou a rodada.
round-log-paused-reason = { $actor } pausou a rodada: { $reason }
round-log-resumed = { $actor } retomou a rodada.
round-log-other = Aconteceu algo.
round-not-in-round = Você não está nesta rodada; você joga a partir da próxima.

## table

table-title = A mesa: jogadores, anfitrião, saída
table-confirm-remove = Remover { $name } da mesa? Essa pessoa não poderá voltar. Uma rodada em andamento é anulada: ninguém pontua nela, e ela conta como jogada.
table-confirm-host = Tornar { $name } anfitrião? Essa pessoa passa a começar as partidas, distribuir as cartas e gerenciar a mesa.
table-confirm-leave = Sair da mesa? Uma rodada em andamento é anulada: ninguém pontua nela, e ela conta como jogada.
table-confirm-leave-lobby = Sair da mesa? Você pode voltar com o código da sala.
table-now-host = Agora você é o anfitrião: você começa as partidas, distribui as cartas e gerencia a mesa.
table-got-it = Entendi

## result

result-title = Fim da rodada
result-spy-was =
    { $count ->
        [one] O espião era { $names }.
       *[other] Os espiões eram { $names }.
    }
result-location-was = O local era { $place }.
result-indicted-spy = A votação condenou { $name }, que era o espião.
result-indicted-innocent = A votação condenou { $name }, que não era o espião.
result-guessed-right = { $name } arriscou { $place }: acertou.
result-guessed-wrong = { $name } arriscou { $place }: errou.
result-time-up = O tempo acabou.
result-convicted = A votação final condenou { $name }.
result-other-ending = A rodada terminou.
result-spies-win = O espião vence.
result-non-spies-win = A mesa vence.
result-nobody-wins = Ninguém vence esta rodada.
result-points = Pontos desta rodada
result-standings = Classificação
result-game-over = A partida terminou.
result-winner = Vitória: { $names }
result-accused-revealed =
    { $spy ->
        [yes] { $accuser } acusou { $accused }, que era o espião.
       *[no] { $accuser } acusou { $accused }, que não era o espião.
    }
result-middle-revealed =
    { $card ->
        [spy] A carta do meio foi revelada: a carta do espião.
       *[location] A carta do meio foi revelada: uma carta de local.
    }
result-middle-was = A carta do meio: { $card }.
result-spy-card = a carta do espião
result-cards = Todas as cartas
result-spy-card-short = espião
result-podium = O pódio
result-place = { $n }.º
result-by-round = Pontos por rodada
result-total = Total
result-spy-picked = { $captain } escolheu o espião.
result-spy-not-picked = Ninguém escolheu o espião.
result-team-guesses = O espião indicou { $guesses }.
result-right = certo
result-wrong = errado
result-no-team-guess = O espião não indicou nenhum local a tempo.
result-no-conviction = A votação final não condenou ninguém.
result-voided = A rodada foi anulada.
result-voided-left = A rodada foi anulada: { $name } saiu da mesa. Ninguém pontua; ela conta como jogada.
result-voided-removed = A rodada foi anulada: o anfitrião removeu { $name } da mesa. Ninguém pontua; ela conta como jogada.
result-ended-last-round = Todas as rodadas foram jogadas.
result-ended-everyone-captained = Todos na mesa já foram capitão.
result-ended-too-few-players = Restam menos de 7 jogadores na mesa: uma partida em equipes precisa de 7.
result-abandoned = O anfitrião encerrou a rodada: ninguém pontua, e ela não conta para a partida.
result-abandoned-by-organizer = O organizador avançou a noite enquanto esta rodada era jogada: ninguém pontua nela.
result-everyone-wins = Todos vencem.
result-teams-score = Cada capitão pontua pela sua equipe.
result-history = Rodadas desta partida
result-history-round = Rodada { $n }
result-my-points = você: { $points }

## nights

nights-title = Noites de liga
nights-mine = Minhas noites
nights-none = Você ainda não se inscreveu em nenhuma noite.
nights-status =
    { $status ->
        [registration] Inscrições abertas
        [seating] Preparando os lugares
        [playing] Em jogo
        [finished] Encerrada
       *[other] { $status }
    }
nights-join-title = Inscrever-se numa noite
nights-code = Código da noite
nights-join = Inscrever-me
nights-account-needed = Para se inscrever numa noite, você precisa de uma conta.
nights-claim-title = Código de entrada
nights-claim-hint = Você recebeu um código do organizador: com ele, este telefone entra na noite.
nights-claim-from-slip = O código do seu bilhete já está preenchido: toque no botão.
nights-playing-as = você joga como { $name }
nights-claim-code = Seu código
nights-claim = Usar o código
nights-door-title = Confirme sua presença hoje
nights-have-account = Vai jogar a liga com uma conta?
nights-sign-in = Entre na sua conta primeiro
nights-withdrawn = Sua participação no resto desta noite foi cancelada.
nights-my-table = Sua mesa: { $table } (rodada de lugares { $round })
nights-wait-seating = Espere aqui: sua mesa aparece assim que o organizador definir os lugares da rodada.
nights-standings = Classificação da noite
nights-rounds-played =
    { $n ->
        [one] { $n } rodada
       *[other] { $n } rodadas
    }
nights-check-in-hint = Ao chegar, confirme sua presença: só quem está aqui recebe um lugar. Seu nome é o que aparece na mesa e na classificação.
nights-check-in = Estou aqui: confirmar presença
nights-sitting-out = Você fica de fora da rodada de lugares { $round }: há mais jogadores do que lugares nas mesas, e todos se revezam. Você volta a jogar na próxima rodada.
nights-next-seating = Próxima rodada de lugares às { $time }

## rules

rules-title = Como jogar
rules-basics = Todos recebem o mesmo local secreto e um papel, menos o espião, que não sabe onde está. O espião tenta não ser descoberto ou adivinhar o local; os outros tentam descobrir o espião.
rules-questions = Quem está na vez faz uma pergunta a outro jogador, em voz alta. Quem responde pergunta em seguida, mas não pode perguntar de volta a quem acabou de lhe fazer a pergunta.
rules-vote = Uma vez por rodada, qualquer um pode parar o relógio e pôr um jogador em votação. Todos os outros votam: se todos dizem sim, a pessoa é condenada; um único não encerra a votação e o relógio volta a correr. Um voto que falta conta como não.
rules-guess = Enquanto o relógio corre, o espião pode se revelar e tentar adivinhar o local (escolhendo na frente da sua carta): se acertar, o espião vence; se errar, os outros vencem.
rules-time-up-classic = Se o tempo acabar sem nenhuma condenação, o espião vence.
rules-time-up-travel = Quando o tempo acaba, vem a votação final: cada jogador, um de cada vez, a partir de quem distribuiu as cartas, é posto em votação; a primeira votação em que todos os outros dizem sim encerra a rodada. Se nenhuma conseguir, o espião vence.
rules-score-classic = Pontos: o espião ganha 2 quando o tempo acaba e 4 quando a mesa condena um inocente ou quando acerta o local. Quando os outros vencem, 1 para cada um, e 2 para quem pôs o espião na votação que o condenou.
rules-score-travel = Pontos: o espião ganha 2 por vencer, +2 se acertar o local e +2 se a mesa condenar um inocente. Quando os outros vencem, 1 para cada um, e +1 para quem primeiro pôs o espião em votação.
rules-small-tables = Com 2 ou 3 jogadores, uma carta fica virada para baixo no meio: pode ser a carta do espião, e então ninguém na mesa é o espião. Quem não é o espião pode acusar um jogador, que mostra a carta na hora. Qualquer um pode propor revelar a carta do meio; todos os outros precisam concordar.
rules-two-spies = Esta mesa joga com dois espiões. Cada espião só sabe que é um deles, nunca quem é o outro. Condenar qualquer um dos dois dá a vitória aos outros.
rules-team = Modo equipes: dois capitães, cada um com seu próprio local. Todos os outros jogadores são agentes com um dos dois locais, ou com a carta do espião.
rules-team-picks = Os capitães decidem quem age primeiro. Cada capitão faz uma pergunta a cada agente ainda não escolhido; depois, cada um escolhe um agente para sua equipe ou para de escolher nesta rodada.
rules-team-end = Um capitão que escolhe o espião encerra a rodada: o espião se revela e indica o local desse capitão, depois o do outro. Quando ninguém escolhe o espião, o espião indica os dois.
rules-team-score = Pontos: um capitão ganha +1 por cada agente do seu local e -1 por cada um do outro; um capitão que escolheu o espião não pontua. Um agente escolhido pelo capitão do seu próprio local: 1. O espião: 1 por ser escolhido e +1 por cada local que indicar corretamente. Cada um é capitão uma vez (ou duas) por partida.

## team

team-now-asking = Agora: o capitão { $name } faz perguntas aos agentes.
team-now-picking = Agora: o capitão { $name } escolhe um agente ou para de escolher.
team-location-of = O local do capitão { $captain } era { $place }.
team-title = Equipes
team-you-captain = Você é capitão: faça perguntas aos agentes e depois escolha sua equipe.
team-you-agent = Você é agente: responda aos capitães, que escolhem suas equipes.
team-captain = Capitão { $name }
team-refused-mark = parou de escolher
team-nobody-yet = ninguém ainda
team-unpicked = Ainda sem equipe
team-choose-first = Capitães: quem age primeiro?
team-captains-choosing = Os capitães decidem quem age primeiro.
team-first-is = { $name } começa
team-pick-whom = Escolha um agente para sua equipe ou pare de escolher.
team-pick = Escolher { $name }
team-refuse = Parar de escolher nesta rodada
team-spy-guessing = { $name } é o espião e está indicando os dois locais.
team-guess-title = Indique os dois locais
team-guess-for = Toque no local do capitão { $captain }.
team-guessed = { $captain }: { $place }
team-confirm-guess = Sim, indicar estes dois
team-start-again = Recomeçar

## reveal

reveal-propose = Propor revelar a carta do meio
reveal-proposed = { $name } propõe revelar a carta do meio.
reveal-agreed = De acordo
reveal-your-answer = Revelar a carta?
reveal-agree = Sim, revelar
reveal-refuse = Não, continuar jogando
reveal-waiting = Esperando as respostas.

## What a player reads when the server refuses or fails, by problem code.

problem-network = Sem conexão com o servidor: nada foi enviado. Verifique o Wi-Fi e toque de novo.
problem-bad_request = O aplicativo enviou algo que o servidor não conseguiu ler. Recarregue a página e tente de novo.
problem-malformed_json = O aplicativo enviou algo que o servidor não conseguiu ler. Recarregue a página e tente de novo.
problem-invalid_body = Algo nesse formulário não está certo. Verifique e tente de novo.
problem-unreadable_body = O aplicativo enviou algo que o servidor não conseguiu ler. Recarregue a página e tente de novo.
problem-invalid_text = Esse texto tem caracteres que não podem ser usados. Tire esses caracteres e tente de novo.
problem-invalid_query = O aplicativo fez um pedido que o servidor não entende. Recarregue a página e tente de novo.
problem-invalid_if_match = O aplicativo enviou uma versão ilegível. Recarregue a página e tente de novo.
problem-invalid_idempotency_key = O aplicativo enviou uma chave de pedido ilegível. Recarregue a página e tente de novo.
problem-idempotency_key_reused = Esse pedido entrou em conflito com um anterior. Tente de novo.
problem-idempotency_key_in_use = O servidor ainda está cuidando disso. Espere um momento.
problem-payload_too_large = Isso é longo demais para enviar. Encurte e tente de novo.
problem-body_timeout = A conexão está lenta demais: o envio não chegou a tempo. Tente de novo.
problem-unsupported_media_type = O aplicativo enviou algo que o servidor não conseguiu ler. Recarregue a página e tente de novo.
problem-not_found = Isso não foi encontrado. Volte ao início e tente de novo.
problem-route_not_found = Essa página não existe. Volte ao início.
problem-method_not_allowed = O servidor não permite isso aqui. Recarregue a página e tente de novo.
problem-rate_limited = Tentativas demais em pouco tempo. Espere um pouco e tente de novo.
problem-overloaded = O servidor está muito ocupado. O aplicativo tenta de novo daqui a pouco.
problem-database_unavailable = O servidor não consegue acessar o banco de dados. O aplicativo tenta de novo daqui a pouco.
problem-not_ready = O servidor está iniciando. O aplicativo tenta de novo daqui a pouco.
problem-internal_error = Algo deu errado no servidor. Tente de novo.
problem-unauthorized = Sua sessão terminou. Digite seu nome de novo para continuar.
problem-invalid_credentials = O nome de usuário e a senha não correspondem. Verifique e tente de novo.
problem-username_taken = Esse nome de usuário já está em uso. Escolha outro.
problem-invalid_username = O nome de usuário deve ter de 3 a 32 caracteres: letras, números, pontos, hifens ou sublinhados. Corrija e tente de novo.
problem-invalid_password = A senha deve ter de 8 a 128 caracteres. Corrija e tente de novo.
problem-invalid_display_name = O nome deve ter de 1 a 32 caracteres. Corrija e tente de novo.
problem-already_an_account = Você já tem uma conta.
problem-account_required = Isso exige uma conta: crie uma ou entre primeiro.
problem-pack_not_found = Não encontramos esse pacote de locais nem essa lista: confira o código.
problem-unknown_pack = Um dos pacotes de locais escolhidos não existe. Escolha outros.
problem-room_not_found = Não há nenhuma sala com esse código. Confira o código com o anfitrião.
problem-not_a_member = Você não está nesta mesa. Entre nela primeiro.
problem-room_full = Esta mesa está cheia. Peça ao anfitrião para liberar um lugar ou crie outra sala.
problem-display_name_taken = Alguém nesta mesa já usa esse nome. Escolha outro.
problem-kicked_from_room = O anfitrião removeu você desta mesa.
problem-not_host = Só o anfitrião pode fazer isso.
problem-player_not_found = Esse jogador não está nesta mesa.
problem-invalid_seat_order = A ordem dos lugares deve incluir cada jogador uma única vez.
problem-league_table = Esta mesa é de uma noite de liga; quem a configura é o organizador.
problem-room_closed = Esta sala foi fechada depois de um tempo sem jogo: abra uma sala nova.
problem-team_mode_needs_time_travel = O modo equipes precisa das regras Viagem no Tempo. Mude as regras primeiro.
problem-two_spies_need_standard_play = Para jogar com dois espiões, use o modo padrão (sem equipes).
problem-invalid_pack_selection = Escolha de 1 a 20 pacotes de locais.
problem-invalid_rounds = Uma partida tem de 1 a 30 rodadas.
problem-invalid_round_minutes = Uma rodada dura de 1 a 30 minutos.
problem-invalid_vote_timeout = Uma votação dura de 10 a 600 segundos.
problem-invalid_captain_passes = Cada jogador é capitão uma ou duas vezes.
problem-invalid_spies = Uma rodada tem um ou dois espiões.
problem-no_game = Nenhuma partida começou nesta mesa ainda.
problem-game_over = Esta partida terminou. O anfitrião pode começar outra.
problem-game_in_progress = A ordem dos lugares não muda durante uma partida. Mude-a antes de a próxima partida começar.
problem-round_in_progress = Uma rodada está em andamento. Espere até ela terminar.
problem-no_round_in_progress = Nenhuma rodada está em andamento.
problem-not_dealer = Só o anfitrião ou quem distribui as cartas a seguir pode distribuí-las.
problem-league_table_settings = Uma mesa de liga mantém as configurações da sua noite.
problem-league_games_played = Esta mesa já jogou suas partidas desta rodada de lugares. Espere pela próxima distribuição de lugares.
problem-league_seating_over = Esta rodada de lugares terminou: os jogadores têm mesas novas.
problem-no_round = Nenhuma rodada foi distribuída ainda.
problem-round_not_found = Essa rodada não foi encontrada.
problem-version_mismatch = A mesa mudou agora há pouco. Olhe de novo e tente outra vez.
problem-too_few_players = Ainda não há jogadores suficientes para estas regras.
problem-too_many_players = Há jogadores demais para estas regras.
problem-no_locations_left = Todos os locais dos pacotes escolhidos já foram usados nesta partida. Escolha mais pacotes ou comece uma partida nova.
problem-bad_captains = Não foi possível escolher os capitães desta rodada.
problem-round_over = Esta rodada terminou.
problem-not_in_round = Você não está jogando nesta rodada; você entra na próxima.
problem-unknown_player = Esse jogador não está nesta rodada.
problem-not_your_turn = Não é a sua vez de perguntar.
problem-cannot_ask_yourself = Você não pode fazer uma pergunta a si. Escolha outro jogador.
problem-no_retaliation = Você não pode perguntar de volta a quem acabou de lhe fazer a pergunta. Pergunte a outra pessoa.
problem-already_accused_this_round = Você já acusou alguém nesta rodada.
problem-cannot_accuse_yourself = Você não pode se acusar. Escolha outro jogador.
problem-vote_in_progress = Há uma votação aberta. Espere até ela terminar.
problem-no_vote_open = Não há nenhuma votação aberta.
problem-round_paused = A rodada está pausada. Espere o anfitrião retomá-la.
problem-round_not_paused = A rodada não está pausada.
problem-invalid_pause_reason = O motivo da pausa pode ter no máximo 100 caracteres.
problem-suspect_cannot_vote = A pessoa acusada não vota.
problem-already_voted = Você já votou.
problem-not_the_spy = Só o espião pode fazer isso.
problem-spy_cannot_guess_while_clock_stopped = O espião não pode adivinhar com o relógio parado.
problem-unknown_location = Esse não é um dos locais desta partida.
problem-location_already_used = Esse local já saiu antes nesta partida, então não pode ser o desta rodada. Tente outro palpite.
problem-final_voting_in_progress = A votação final está em andamento.
problem-spy_cannot_accuse = O espião não pode acusar nesta variante.
problem-not_in_this_variant = Essa jogada não faz parte destas regras.
problem-reveal_pending = Já há uma proposta aberta para revelar a carta do meio.
problem-no_reveal_proposal = Ninguém propôs revelar a carta do meio.
problem-already_answered = Você já respondeu.
problem-already_proposed_this_round = Já foi proposto revelar a carta do meio nesta rodada.
problem-first_captain_not_chosen = Os capitães ainda não disseram quem age primeiro.
problem-first_captain_already_chosen = O primeiro capitão já foi escolhido.
problem-not_a_captain = Só um capitão pode fazer isso.
problem-not_an_unpicked_agent = Esse jogador não é um agente ainda por escolher.
problem-already_asked_this_cycle = Você já fez uma pergunta a esse agente nesta volta.
problem-wrong_phase = Essa jogada não cabe nesta parte da rodada.
problem-night_not_found = Não há nenhuma noite de liga com esse código. Confira o código com o organizador.
problem-not_in_night = Você não se inscreveu nesta noite. Inscreva-se em “Noites de liga” com o código da noite.
problem-not_seated = Você ainda não tem mesa nesta rodada de lugares. Espere o organizador definir os lugares.
problem-night_finished = Esta noite já terminou.
problem-claim_not_found = Esse código de entrada não é válido ou já foi usado (cada código vale uma única vez). Peça um novo ao organizador.

## lists

lists-title = Listas de locais
lists-intro = Monte sua própria lista de locais, compartilhe pelo código dela e jogue com ela nas suas salas.
lists-mine = Suas listas
lists-none = Nenhuma lista ainda: crie uma ou abra uma pelo código.
lists-yours = criada por você
lists-added = adicionada por código
lists-new = Criar uma lista
lists-add-title = Abrir uma lista pelo código
lists-add-code = Código da lista
lists-add = Abrir a lista
list-count =
    { $count ->
        [one] { $count } local
       *[other] { $count } locais
    }
list-name = Nome da lista
list-locations = Locais, um por linha
list-locations-hint = Pelo menos { $min }. Os papéis são opcionais: depois de dois-pontos, separados por vírgulas, como em “Padaria: Padeiro, Cliente”.
list-save = Salvar a lista
list-cancel = Cancelar
list-edit = Alterar a lista
list-wrong-name = Dê um nome à lista.
list-wrong-count = Uma lista tem de { $min } a { $max } locais, um por linha.
list-wrong-twice = Há um local repetido na lista, ou um nome sem nenhuma letra nem algarismo.
list-open-title = Lista de locais
list-open = Abrir a lista
list-by-you = Você criou esta lista: compartilhe o código e altere a lista quando quiser.
list-added = Esta lista agora está entre as suas: escolha-a quando criar uma sala.
list-share-title = Compartilhe
list-share = Leia o código em voz alta, compartilhe o link ou deixe alguém escanear o código QR.
list-code = Código
list-link = Link
list-copy = Copiar o link
list-copied = Copiado
list-qr-alt = Código QR que abre a lista { $code }
list-play = Criar uma sala com esta lista

settings-lists = Suas listas
settings-locations = Locais em jogo
settings-locations-all = todos os dos pacotes escolhidos
settings-locations-some =
    { $count ->
        [one] { $count } escolhido
       *[other] { $count } escolhidos
    }
problem-invalid_pack = Essa lista quebra uma regra: de 8 a 100 locais, cada um nomeado uma só vez, nomes de até 60 caracteres.
problem-too_many_packs = Você já criou o máximo de listas que um jogador pode ter (20): altere uma delas em vez de criar outra.
problem-not_pack_maker = Só quem criou esta lista pode alterá-la.
problem-invalid_location_selection = Escolha pelo menos 2 locais dos pacotes selecionados.
settings-labels-location_ids = Locais em jogo
setups-title = Configurações salvas
setups-none = Nenhuma ainda: dê um nome às configurações abaixo para guardá-las.
setups-name = Nome destas configurações
setups-save = Guardar estas configurações
setups-use = Usar “{ $name }”
setups-forget = Esquecer “{ $name }”
setups-from-last = Formulário preenchido com as configurações da sua última sala.
setups-defaults = Começar pelos valores padrão

## The room on a TV (/r/CODE/tv)
tv-join = Entre pelo celular: { $url }
tv-waiting = Esperando a próxima distribuição
tv-round-over = A rodada { $n } acabou
tv-and-the-spy = E o espião era…
tv-sound-on = Ligar o som
tv-sound-is-on = Som ligado: um toque quando o tempo acabar.
lobby-tv = Quem tiver o código pode acompanhar esta mesa numa tela (uma TV): { $url }. Ela mostra só o que todos veem.

## The fair-deal ledger
ledger-spy = Como espião: { $n } (só o acaso: { $expected })
ledger-column = Como espião
ledger-cell = { $n } (≈ { $expected })
ledger-explained = Como espião: as rodadas com uma carta de espião e (≈) quantas o acaso sozinho dá em média. A distribuição é aleatória: uma sequência é sorte.

## A moderator who does not play
settings-moderator = O anfitrião modera e não joga
settings-moderator-hint = O anfitrião distribui, pausa e encerra as rodadas sem carta e não marca pontos. Quem for anfitrião no início de uma partida vai moderá-la até o fim; a sala aceita então 12 jogadores e o moderador.
settings-labels-moderator = Anfitrião modera
moderator-tag = moderador
moderator-title = Você modera esta partida
moderator-hint = Sem carta e sem pontos: você vê o que a TV da sala mostra.
