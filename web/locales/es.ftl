### La aplicación de mesa en español (the table app in Spanish). See docs/translating.md.

## app

app-title = Spyfall
app-tagline = Todos conocen el mismo lugar secreto, menos el espía. Juega en tu mesa, con un teléfono por persona.
app-loading = Cargando…
app-reconnecting = Reconectando…
app-language = Idioma
app-language-unavailable = No se pudo cargar ese idioma. Revisa el Wi-Fi y vuelve a elegirlo.
app-back = Inicio
app-dismiss = Cerrar

## home

home-your-name = Tu nombre
home-join-title = Unirte a una mesa
home-code = Código de sala
home-join = Unirme
home-create-title = Mesa nueva
home-create = Crear una sala
home-nights = Noches de liga
home-organizers = Organizadores: el panel de administración
home-developers = Desarrolladores: la API
home-signed-in-as = Juegas como { $name }
home-guest = invitado

## account

account-title = Cuenta
account-log-in = Iniciar sesión
account-sign-up = Registrarse
account-log-out = Cerrar sesión
account-make-account = Guarda tus resultados: crea una cuenta
account-username = Nombre de usuario
account-password = Contraseña
account-submit-log-in = Iniciar sesión
account-submit-sign-up = Crear la cuenta
account-submit-make = Crear mi cuenta
account-done = Listo.

## settings

settings-title = Ajustes
settings-rule-set = Reglas
settings-classic = Clásico
settings-time_travel = Viaje en el tiempo
settings-mode = Modo
settings-standard = Estándar
settings-team = Equipos (Viaje en el tiempo, de 7 a 12 jugadores)
settings-packs = Paquetes de lugares
settings-rounds = Rondas
settings-round-minutes = Minutos por ronda
settings-round-minutes-auto = Según el número de jugadores
settings-show-roles = Jugar con roles
settings-vote-timeout = Segundos para votar
settings-spies = Espías
settings-captain-passes = Veces que cada jugador es capitán
settings-save = Guardar ajustes
settings-changed-title = Ajustes cambiados para la próxima partida
settings-this-game = Esta partida
settings-next-game = Próxima partida
settings-applies-next-game = Hay una partida en curso: los cambios se aplican desde la próxima.
settings-yes = sí
settings-no = no

## labels

settings-labels-rule_set = Reglas
settings-labels-mode = Modo
settings-labels-pack_ids = Paquetes de lugares
settings-labels-rounds = Rondas
settings-labels-round_minutes = Minutos por ronda
settings-labels-show_roles = Jugar con roles
settings-labels-vote_timeout_seconds = Segundos para votar
settings-labels-spies = Espías
settings-labels-captain_passes = Veces que cada jugador es capitán

## lobby

lobby-code = Código de sala
lobby-closed = Esta sala se cerró tras un tiempo sin jugar. Abre una sala nueva para volver a jugar.
lobby-share = Los demás se unen con este código, este enlace o el código QR.
lobby-link = Enlace a esta mesa
lobby-copy = Copiar el enlace
lobby-copied = Copiado
lobby-share-button = Compartir…
lobby-share-text = Únete a nuestra mesa de Spyfall: sala { $code }
lobby-local-only = Solo este dispositivo puede abrir este enlace: el servidor escucha únicamente en él. Inícialo con SPYFALL_ADDR=0.0.0.0:8080 o pon en SPYFALL_PUBLIC_URL la dirección que los teléfonos pueden abrir.
lobby-invite = Invitar a más jugadores
lobby-qr-alt = Código QR para unirse a la sala { $code }
lobby-players = Jugadores
lobby-seat = Asiento { $n }
lobby-host = anfitrión
lobby-you = tú
lobby-away = ausente
lobby-points =
    { $n ->
        [one] { $n } punto
       *[other] { $n } puntos
    }
lobby-start-game = Empezar una partida
lobby-deal = Repartir la ronda
lobby-deal-next = Repartir la siguiente ronda
lobby-waiting-for-deal = Esperando a que { $name } reparta.
lobby-waiting-for-host = Esperando al anfitrión.
lobby-league-games-played =
    Esta mesa ya jugó { $n ->
        [one] su partida
       *[other] sus { $n } partidas
    } de esta ronda de asientos: espera aquí la siguiente.
lobby-league-seating-over = Esta ronda de asientos terminó: tu próxima mesa aparece en cuanto el organizador la asigne.
lobby-league-night-finished = La noche ha terminado: ¡gracias por jugar!
lobby-manage = Opciones para { $name }
lobby-manage-short = Opciones
lobby-heading = En la mesa
lobby-new-game = Empezar una partida nueva
lobby-confirm-new-game = ¿Empezar una partida nueva? Los puntos de esta partida vuelven a cero.
lobby-leave = Dejar la mesa
lobby-kick = Sacar a { $name }
lobby-make-host = Hacer anfitrión a { $name }
lobby-move-up = Subir a { $name }
lobby-move-down = Bajar a { $name }
lobby-bounds = En esta mesa juegan de { $min } a { $max } jugadores.
lobby-join-title = Unirte a esta mesa
lobby-join-again = Volver a sentarte en esta mesa
lobby-need-more =
    { $n ->
        [one] Falta un jugador para repartir.
       *[other] Faltan { $n } jugadores para repartir.
    }
lobby-join-as = Unirme
lobby-removed = El anfitrión te sacó de esta mesa.
lobby-left = Has salido de esta mesa.
lobby-wait-next-round = Se está jugando una ronda; entras en la siguiente.
lobby-abandon = Terminar esta ronda
lobby-confirm-abandon = ¿Terminar esta ronda ahora? Nadie puntúa y no cuenta para la partida.

## round

round-title = Ronda { $n } de { $total }
round-show-card = Ver mi carta
round-hide-card = Ocultar mi carta
round-card-hint = Que nadie más vea tu carta: tócala para verla y vuelve a tocarla para ponerla boca abajo (se da la vuelta sola a los pocos segundos).
round-you-are-spy = Eres el espía
round-you-are-one-of-two-spies = Eres uno de los dos espías
round-spy-hint = Descubre dónde estás antes de que te descubran.
round-location = Lugar
round-role = Rol
round-clock-running = Tiempo restante
round-clock-stopped = Reloj parado
round-clock-paused = En pausa
round-pause = Pausar la ronda
round-pause-reason = ¿Por qué? (todos lo verán)
round-pause-reason-example = Ha llegado la pizza
round-pause-confirm = Pausar
round-paused = Ronda en pausa
round-paused-by = Pausada por { $name }. Todos los relojes están parados.
round-resume = Reanudar la ronda
round-alerts = Sonido y vibración
round-alerts-on = activados: un tono y una vibración en tu turno, una votación, los últimos 10 segundos y al acabar el tiempo.
round-alerts-off = desactivados
round-time-left = Quedan { $time }
round-your-turn = Tu turno: hazle una pregunta a alguien.
round-their-turn = { $name } hace una pregunta.
round-ask-whom = ¿A quién preguntas?
round-ask = Preguntar a { $name }
round-accuse = Acusar a alguien
round-accuse-whom = ¿A quién sometes a votación? Puedes hacerlo una vez por ronda.
round-accuse-whom-small = ¿A quién acusas? Mostrará su carta al momento.
round-accuse-confirm = ¿Acusar a { $name }? { $name } muestra su carta al momento y la ronda termina.
round-accuse-one = Acusar a { $name }
round-cancel = Cancelar
round-vote-title = { $accuser } acusa a { $suspect }.
round-vote-question = ¿{ $suspect } es el espía?
round-vote-yes = Sí, condenar
round-vote-no = No
round-voted-yes = sí
round-voted-no = no
round-ballots = Votos
round-your-vote-needed = Falta tu voto.
round-final-voting = Votación final
round-final-now = Ahora se vota sobre { $name }.
round-final-next = Después
round-guess = Adivinar el lugar
round-guess-pick = Toca el lugar que crees que es.
round-guess-confirm = ¿Apostar por { $place }? La ronda termina al momento.
round-confirm = Sí, apostar
round-locations = Lugares
round-locations-hint = Toca un lugar para tacharlo (solo en este teléfono).
round-used = ya usado
round-crossed = tachado
round-suspects = Jugadores
round-suspects-hint = Toca a un jugador para marcarlo bajo sospecha; otra vez para marcarlo fuera de sospecha y una tercera vez para quitar la marca (solo en este teléfono).
round-suspected = bajo sospecha
round-cleared = fuera de sospecha
round-unmarked = sin marca
round-log = Lo que ha pasado
round-log-asked = { $actor } preguntó a { $subject }.
round-log-accused = { $actor } acusó a { $subject }.
round-log-voted =
    { $vote ->
        [yes] { $actor } votó sí.
       *[no] { $actor } votó no.
    }
round-log-vote-failed = La votación sobre { $subject } fracasó.
round-log-vote-failed-no = La votación sobre { $subject } fracasó por el no de { $no }.
round-log-vote-timed-out = La votación sobre { $subject } fracasó: el voto de { $missing } no llegó a tiempo, y un voto que falta cuenta como no.
round-waiting-for = Esperando a { $names }.
round-time-is-up = Se acabó el tiempo
round-final-explained = Se acabó el tiempo. Se vota sobre cada jugador por turnos, desde quien repartió y en el sentido de las agujas del reloj; la primera votación en la que todos los demás dicen que sí termina la ronda. El espía ya no puede adivinar.
round-log-time-up = Se acabó el tiempo.
round-log-final-vote = Votación final sobre { $subject }.
round-log-reveal-proposed = { $actor } propuso revelar la carta del centro.
round-log-reveal-agreed = { $actor } aceptó revelarla.
round-log-reveal-refused = { $actor } se negó a revelarla.
round-log-reveal-expired = { $actor } no respondió a tiempo.
round-log-guessed = { $actor } intentó adivinar el lugar.
round-log-team-guessed = El espía nombró los dos lugares.
round-log-first-captain = Empieza { $actor }.
round-log-picked = { $actor } eligió a { $subject }.
round-log-pick-refused = { $actor } dejó de elegir.
round-log-left = { $actor } dejó la mesa.
round-log-removed = El anfitrión sacó a { $actor } de la mesa.
round-log-abandoned = Se abandonó la ronda.
round-log-ended-by-organizer = El organizador terminó la ronda.
round-log-ended = La ronda terminó.
round-log-paused = { $actor } pausó la ronda.
round-log-paused-reason = { $actor } pausó la ronda: { $reason }
round-log-resumed = { $actor } reanudó la ronda.
round-log-other = Pasó algo.
round-not-in-round = No juegas en esta ronda; entras en la siguiente.

## table

table-title = La mesa: jugadores, anfitrión, salir
table-confirm-remove = ¿Sacar a { $name } de la mesa? No podrá volver a unirse. Una ronda en juego se anula: nadie puntúa y cuenta como jugada.
table-confirm-host = ¿Hacer anfitrión a { $name }? Empezará las partidas, repartirá y gestionará la mesa.
table-confirm-leave = ¿Dejar la mesa? Una ronda en juego se anula: nadie puntúa y cuenta como jugada.
table-confirm-leave-lobby = ¿Dejar la mesa? Puedes volver a unirte con el código de sala.
table-now-host = Ahora eres el anfitrión: empiezas las partidas, repartes y gestionas la mesa.
table-got-it = Entendido

## result

result-title = Fin de la ronda
result-spy-was =
    { $count ->
        [one] El espía era { $names }.
       *[other] Los espías eran { $names }.
    }
result-location-was = El lugar era { $place }.
result-indicted-spy = Se acusó a { $name }, y era el espía.
result-indicted-innocent = Se acusó a { $name }, pero no era el espía.
result-guessed-right = { $name } apostó por { $place }: correcto.
result-guessed-wrong = { $name } apostó por { $place }: incorrecto.
result-time-up = Se acabó el tiempo.
result-convicted = La votación final condenó a { $name }.
result-other-ending = La ronda terminó.
result-spies-win = Gana el espía.
result-non-spies-win = Gana la mesa.
result-nobody-wins = Nadie gana esta ronda.
result-points = Puntos de esta ronda
result-standings = Clasificación
result-game-over = La partida ha terminado.
result-winner = Ganador: { $names }
result-accused-revealed =
    { $spy ->
        [yes] { $accuser } acusó a { $accused }, que era el espía.
       *[no] { $accuser } acusó a { $accused }, que no era el espía.
    }
result-middle-revealed =
    { $card ->
        [spy] Se reveló la carta del centro: la carta del espía.
       *[location] Se reveló la carta del centro: una carta de lugar.
    }
result-middle-was = La carta del centro: { $card }.
result-spy-card = la carta del espía
result-cards = Todas las cartas
result-spy-card-short = el espía
result-podium = El podio
result-place = { $n }.º
result-by-round = Puntos por ronda
result-total = Total
result-spy-picked = { $captain } eligió al espía.
result-spy-not-picked = Nadie eligió al espía.
result-team-guesses = El espía nombró { $guesses }.
result-right = correcto
result-wrong = incorrecto
result-no-team-guess = El espía no nombró ningún lugar a tiempo.
result-no-conviction = La votación final no condenó a nadie.
result-voided = La ronda se anuló.
result-voided-left = La ronda se anula: { $name } dejó la mesa. Nadie puntúa; cuenta como jugada.
result-voided-removed = La ronda se anula: el anfitrión sacó a { $name } de la mesa. Nadie puntúa; cuenta como jugada.
result-ended-last-round = Se han jugado todas las rondas.
result-ended-everyone-captained = Todos en la mesa ya han sido capitán.
result-ended-too-few-players = Quedan menos de 7 jugadores en la mesa: una partida por equipos necesita 7.
result-abandoned = El anfitrión terminó la ronda: nadie puntúa y no cuenta para la partida.
result-abandoned-by-organizer = El organizador hizo avanzar la noche mientras se jugaba esta ronda: nadie puntúa por ella.
result-everyone-wins = Ganan todos.
result-teams-score = Cada capitán puntúa para su equipo.
result-history = Rondas de esta partida
result-history-round = Ronda { $n }
result-my-points = tú: { $points }

## nights

nights-title = Noches de liga
nights-mine = Mis noches
nights-none = Todavía no te has inscrito en ninguna noche.
nights-status =
    { $status ->
        [registration] Inscripción abierta
        [seating] Preparando las mesas
        [playing] En juego
        [finished] Terminada
       *[other] { $status }
    }
nights-join-title = Inscríbete en una noche
nights-code = Código de la noche
nights-join = Inscribirme
nights-account-needed = Para inscribirte en una noche necesitas una cuenta.
nights-claim-title = Código de entrada
nights-claim-hint = El organizador te dio un código: con él, este teléfono entra en la noche.
nights-claim-from-slip = El código de tu papel ya está escrito: toca el botón.
nights-playing-as = juegas como { $name }
nights-claim-code = Tu código
nights-claim = Usar el código
nights-door-title = Registra tu llegada esta noche
nights-have-account = ¿Juegas la liga con una cuenta?
nights-sign-in = Inicia sesión primero
nights-withdrawn = Te han retirado del resto de esta noche.
nights-my-table = Tu mesa: { $table } (ronda de asientos { $round })
nights-wait-seating = Espera aquí: tu mesa aparece en cuanto el organizador asigne los asientos de la ronda.
nights-standings = Clasificación de la noche
nights-rounds-played =
    { $n ->
        [one] { $n } ronda
       *[other] { $n } rondas
    }
nights-check-in-hint = Al llegar, registra tu llegada: solo se asigna mesa a quien está aquí. Tu nombre es el que se ve en la mesa y en la clasificación.
nights-check-in = Ya estoy aquí: registrar llegada
nights-sitting-out = Descansas en la ronda de asientos { $round }: hay más jugadores que sitios en las mesas y todos se turnan. Vuelves a jugar en la siguiente ronda.
nights-next-seating = Próxima ronda de asientos: { $time }

## rules

rules-title = Cómo se juega
rules-basics = Todos reciben el mismo lugar secreto y un rol, menos el espía, que no sabe dónde está. El espía intenta pasar desapercibido o adivinar el lugar; los demás intentan descubrir al espía.
rules-questions = Quien tiene el turno hace una pregunta en voz alta a otro jugador. Quien responde pregunta después, pero no puede devolverle la pregunta a quien acaba de preguntarle.
rules-vote = Una vez por ronda, cualquiera puede parar el reloj y someter a alguien a votación. Los demás votan: si todos dicen que sí, queda condenado; un solo no termina la votación y el reloj sigue. Un voto que falta cuenta como no.
rules-guess = Mientras corre el reloj, el espía puede descubrirse y adivinar el lugar (desde su carta): si acierta, gana el espía; si falla, ganan los demás.
rules-time-up-classic = Si se acaba el tiempo sin nadie condenado, gana el espía.
rules-time-up-travel = Cuando se acaba el tiempo, llega la votación final: se vota sobre cada jugador por turnos, desde quien repartió; la primera votación en la que todos los demás dicen que sí termina la ronda. Si ninguna lo consigue, gana el espía.
rules-score-classic = Puntos: el espía gana 2 si se acaba el tiempo y 4 si se condena a un inocente o acierta el lugar. Si ganan los demás, 1 para cada uno y 2 para quien propuso la votación que condenó al espía.
rules-score-travel = Puntos: el espía gana 2 por ganar, +2 si acierta el lugar y +2 si se condena a un inocente. Si ganan los demás, 1 para cada uno y +1 para quien sometió primero al espía a votación.
rules-small-tables = Con 2 o 3 jugadores, una carta queda boca abajo en el centro: puede ser la del espía, y entonces nadie en la mesa es el espía. Quien no es el espía puede acusar a un jugador, que muestra su carta al momento. Cualquiera puede proponer revelar la carta del centro; todos los demás deben estar de acuerdo.
rules-two-spies = En esta mesa hay dos espías. Cada espía solo sabe que lo es, nunca quién es el otro. Si se condena a cualquiera de los dos, ganan los demás.
rules-team = Modo por equipos: dos capitanes, cada uno con su propio lugar. Los demás jugadores son agentes con uno de los dos lugares, o con la carta del espía.
rules-team-picks = Los capitanes deciden quién empieza. Cada capitán hace una pregunta a cada agente aún no elegido; luego cada uno elige un agente para su equipo o deja de elegir en esa ronda.
rules-team-end = Si un capitán elige al espía, la ronda termina: el espía se descubre y nombra el lugar de ese capitán, y luego el del otro. Si nadie elige al espía, el espía nombra los dos.
rules-team-score = Puntos: un capitán suma +1 por cada agente de su lugar y -1 por cada uno del otro; un capitán que eligió al espía no suma nada. Un agente elegido por el capitán de su propio lugar: 1. El espía: 1 por ser elegido y +1 por cada lugar que nombre bien. Cada jugador es capitán una vez (o dos) por partida.

## team

team-now-asking = Ahora: el capitán { $name } pregunta a los agentes.
team-now-picking = Ahora: el capitán { $name } elige un agente o deja de elegir.
team-location-of = El lugar del capitán { $captain } era { $place }.
team-title = Equipos
team-you-captain = Eres capitán: pregunta a los agentes y luego elige tu equipo.
team-you-agent = Eres agente: responde a los capitanes, que eligen sus equipos.
team-captain = Capitán { $name }
team-refused-mark = ya no elige
team-nobody-yet = nadie todavía
team-unpicked = Sin elegir aún
team-choose-first = Capitanes: ¿quién empieza?
team-captains-choosing = Los capitanes deciden quién empieza.
team-first-is = Empieza { $name }
team-pick-whom = Elige un agente para tu equipo o deja de elegir.
team-pick = Elegir a { $name }
team-refuse = Dejar de elegir esta ronda
team-spy-guessing = { $name } es el espía y está nombrando los dos lugares.
team-guess-title = Nombra los dos lugares
team-guess-for = Toca el lugar del capitán { $captain }.
team-guessed = { $captain }: { $place }
team-confirm-guess = Sí, nombrar estos dos
team-start-again = Empezar de nuevo

## reveal

reveal-propose = Proponer revelar la carta del centro
reveal-proposed = { $name } propone revelar la carta del centro.
reveal-agreed = De acuerdo
reveal-your-answer = ¿Revelarla?
reveal-agree = Sí, revelar
reveal-refuse = No, seguir jugando
reveal-waiting = Esperando las respuestas.

## What a player reads when the server refuses or fails, by problem code.

problem-network = Sin conexión con el servidor: no se envió. Revisa el Wi-Fi y vuelve a tocar.
problem-bad_request = La app envió algo que el servidor no pudo leer. Recarga la página e inténtalo de nuevo.
problem-malformed_json = La app envió algo que el servidor no pudo leer. Recarga la página e inténtalo de nuevo.
problem-invalid_body = Algo en ese formulario no está bien. Revísalo e inténtalo de nuevo.
problem-unreadable_body = La app envió algo que el servidor no pudo leer. Recarga la página e inténtalo de nuevo.
problem-invalid_text = Ese texto tiene caracteres que no se pueden usar. Quítalos e inténtalo de nuevo.
problem-invalid_query = La app hizo una petición que el servidor no entiende. Recarga la página e inténtalo de nuevo.
problem-invalid_if_match = La app envió una versión ilegible. Recarga la página e inténtalo de nuevo.
problem-invalid_idempotency_key = La app envió una clave de petición ilegible. Recarga la página e inténtalo de nuevo.
problem-idempotency_key_reused = Esa petición chocó con una anterior. Inténtalo de nuevo.
problem-idempotency_key_in_use = El servidor todavía está con eso. Espera un momento.
problem-payload_too_large = Es demasiado largo para enviarlo. Acórtalo e inténtalo de nuevo.
problem-body_timeout = La conexión es demasiado lenta: no llegó a tiempo. Inténtalo de nuevo.
problem-unsupported_media_type = La app envió algo que el servidor no pudo leer. Recarga la página e inténtalo de nuevo.
problem-not_found = No se encontró. Vuelve al inicio e inténtalo de nuevo.
problem-route_not_found = Esa página no existe. Vuelve al inicio.
problem-method_not_allowed = El servidor no permite eso aquí. Recarga la página e inténtalo de nuevo.
problem-rate_limited = Demasiados intentos en poco tiempo. Espera un poco e inténtalo de nuevo.
problem-overloaded = El servidor está muy ocupado. La app volverá a intentarlo en un momento.
problem-database_unavailable = El servidor no puede conectar con su base de datos. La app volverá a intentarlo en un momento.
problem-not_ready = El servidor se está iniciando. La app volverá a intentarlo en un momento.
problem-internal_error = Algo falló en el servidor. Inténtalo de nuevo.
problem-unauthorized = Tu sesión ha terminado. Escribe tu nombre otra vez para seguir.
problem-invalid_credentials = El nombre de usuario y la contraseña no coinciden. Revísalos e inténtalo de nuevo.
problem-username_taken = Ese nombre de usuario ya está en uso. Elige otro.
problem-invalid_username = El nombre de usuario debe tener de 3 a 32 caracteres: letras, números, puntos, guiones o guiones bajos.
problem-invalid_password = La contraseña debe tener de 8 a 128 caracteres.
problem-invalid_display_name = El nombre debe tener de 1 a 32 caracteres.
problem-already_an_account = Ya tienes una cuenta.
problem-account_required = Para esto necesitas una cuenta: regístrate o inicia sesión primero.
problem-pack_not_found = No se encontró ese paquete de lugares ni esa lista: revisa el código.
problem-unknown_pack = Uno de los paquetes de lugares elegidos no existe. Elige otros.
problem-room_not_found = No hay ninguna sala con ese código. Comprueba el código con tu anfitrión.
problem-not_a_member = No estás en esta mesa. Únete a ella primero.
problem-room_full = Esta mesa está llena.
problem-display_name_taken = Alguien en esta mesa ya tiene ese nombre. Elige otro.
problem-kicked_from_room = El anfitrión te sacó de esta mesa.
problem-not_host = Solo el anfitrión puede hacer eso.
problem-player_not_found = Ese jugador no está en esta mesa.
problem-invalid_seat_order = El orden de asientos debe incluir a cada jugador una sola vez.
problem-league_table = Esta mesa es de una noche de liga; la prepara su organizador.
problem-room_closed = Esta sala se cerró tras un tiempo sin jugar: abre una sala nueva.
problem-team_mode_needs_time_travel = El modo por equipos necesita las reglas de Viaje en el tiempo.
problem-two_spies_need_standard_play = Para jugar con dos espías, usa el modo estándar (sin equipos).
problem-invalid_pack_selection = Elige de 1 a 20 paquetes de lugares.
problem-invalid_rounds = Una partida tiene de 1 a 30 rondas.
problem-invalid_round_minutes = Una ronda dura de 1 a 30 minutos.
problem-invalid_vote_timeout = Una votación dura de 10 a 600 segundos.
problem-invalid_captain_passes = Cada jugador es capitán una o dos veces.
problem-invalid_spies = Una ronda tiene uno o dos espías.
problem-no_game = Todavía no ha empezado ninguna partida en esta mesa.
problem-game_over = Esta partida ha terminado. El anfitrión puede empezar otra.
problem-game_in_progress = El orden de asientos no cambia durante una partida. Cámbialo antes de que empiece la siguiente.
problem-round_in_progress = Se está jugando una ronda. Espera a que termine.
problem-no_round_in_progress = No se está jugando ninguna ronda.
problem-not_dealer = Solo el anfitrión o quien reparte a continuación puede repartir.
problem-league_table_settings = Una mesa de liga mantiene los ajustes de su noche.
problem-league_games_played = Esta mesa ya jugó sus partidas de esta ronda de asientos. Espera la siguiente ronda de asientos.
problem-league_seating_over = Esta ronda de asientos terminó: los jugadores tienen mesas nuevas.
problem-no_round = Todavía no se ha repartido ninguna ronda.
problem-round_not_found = No se encontró esa ronda.
problem-version_mismatch = La mesa cambió hace un momento. Revísala e inténtalo de nuevo.
problem-too_few_players = Todavía no hay suficientes jugadores para estas reglas.
problem-too_many_players = Hay demasiados jugadores para estas reglas.
problem-no_locations_left = Ya se usaron en esta partida todos los lugares de los paquetes elegidos.
problem-bad_captains = No se pudieron elegir los capitanes de esta ronda.
problem-round_over = Esta ronda ha terminado.
problem-not_in_round = No juegas en esta ronda; entras en la siguiente.
problem-unknown_player = Ese jugador no está en esta ronda.
problem-not_your_turn = No es tu turno de preguntar.
problem-cannot_ask_yourself = No puedes preguntarte a ti mismo.
problem-no_retaliation = No puedes devolverle la pregunta a quien acaba de preguntarte. Pregunta a otra persona.
problem-already_accused_this_round = Ya has acusado a alguien en esta ronda.
problem-cannot_accuse_yourself = No puedes acusarte a ti mismo.
problem-vote_in_progress = Hay una votación abierta. Espera a que termine.
problem-no_vote_open = No hay ninguna votación abierta.
problem-round_paused = La ronda está en pausa. Espera a que el anfitrión la reanude.
problem-round_not_paused = La ronda no está en pausa.
problem-invalid_pause_reason = El motivo de la pausa puede tener como máximo 100 caracteres.
problem-suspect_cannot_vote = La persona acusada no vota.
problem-already_voted = Ya has votado.
problem-not_the_spy = Solo el espía puede hacer eso.
problem-spy_cannot_guess_while_clock_stopped = El espía no puede adivinar con el reloj parado.
problem-unknown_location = Ese no es uno de los lugares de esta partida.
problem-location_already_used = Ese lugar ya salió antes en esta partida, así que no puede ser el de esta ronda. Prueba con otro.
problem-final_voting_in_progress = La votación final está en marcha.
problem-spy_cannot_accuse = En esta variante el espía no puede acusar.
problem-not_in_this_variant = Esa jugada no forma parte de estas reglas.
problem-reveal_pending = Ya hay una propuesta abierta para revelar la carta del centro.
problem-no_reveal_proposal = Nadie ha propuesto revelar la carta del centro.
problem-already_answered = Ya has respondido.
problem-already_proposed_this_round = Ya se propuso revelar la carta del centro en esta ronda.
problem-first_captain_not_chosen = Los capitanes aún no han dicho quién empieza.
problem-first_captain_already_chosen = Ya se eligió al primer capitán.
problem-not_a_captain = Solo un capitán puede hacer eso.
problem-not_an_unpicked_agent = Ese jugador no es un agente pendiente de elegir.
problem-already_asked_this_cycle = Ya has preguntado a ese agente en esta vuelta.
problem-wrong_phase = Esa jugada no corresponde a esta parte de la ronda.
problem-night_not_found = No hay ninguna noche de liga con ese código. Compruébalo con el organizador.
problem-not_in_night = No te has inscrito en esta noche.
problem-not_seated = Todavía no tienes mesa en esta ronda de asientos. Espera a que el organizador asigne los asientos.
problem-night_finished = Esta noche ya ha terminado.
problem-claim_not_found = Ese código de entrada no es válido o ya se usó (cada código sirve una sola vez). Pide uno nuevo al organizador.

## lists

lists-title = Listas de lugares
lists-intro = Haz tu propia lista de lugares, compártela con su código y juega con ella en tus salas.
lists-mine = Tus listas
lists-none = Aún no tienes listas: crea una o abre una con su código.
lists-yours = creada por ti
lists-added = añadida por código
lists-new = Crear una lista
lists-add-title = Abrir una lista con su código
lists-add-code = Código de la lista
lists-add = Abrir la lista
list-count =
    { $count ->
        [one] { $count } lugar
       *[other] { $count } lugares
    }
list-name = Nombre de la lista
list-locations = Lugares, uno por línea
list-locations-hint = Al menos { $min }. Los roles son opcionales: tras dos puntos, separados por comas, como en «Panadería: Panadero, Cliente».
list-save = Guardar la lista
list-cancel = Cancelar
list-edit = Cambiar la lista
list-wrong-name = Ponle un nombre a la lista.
list-wrong-count = Una lista tiene de { $min } a { $max } lugares, uno por línea.
list-wrong-twice = Hay un lugar repetido en la lista, o un nombre sin ninguna letra ni cifra.
list-open-title = Lista de lugares
list-open = Abrir la lista
list-by-you = Esta lista la creaste tú: comparte su código y cámbiala cuando quieras.
list-added = Esta lista ya está entre las tuyas: elígela al crear una sala.
list-share-title = Compártela
list-share = Lee el código en voz alta, comparte el enlace o deja que alguien escanee el código QR.
list-code = Código
list-link = Enlace
list-copy = Copiar el enlace
list-copied = Copiado
list-qr-alt = Código QR que abre la lista { $code }
list-play = Crear una sala con esta lista

settings-lists = Tus listas
settings-locations = Lugares en juego
settings-locations-all = todos los de los paquetes elegidos
settings-locations-some =
    { $count ->
        [one] { $count } elegido
       *[other] { $count } elegidos
    }
problem-invalid_pack = Esa lista no cumple una regla: de 8 a 100 lugares, cada uno una sola vez, nombres de hasta 60 caracteres.
problem-too_many_packs = Ya has creado todas las listas que puede tener un jugador (20): mejor cambia una de ellas.
problem-not_pack_maker = Solo quien creó esta lista puede cambiarla.
problem-invalid_location_selection = Elige al menos 2 lugares de los paquetes seleccionados.
settings-labels-location_ids = Lugares en juego
setups-title = Ajustes guardados
setups-none = Aún no hay ninguno: ponles un nombre a los ajustes de abajo para guardarlos.
setups-name = Nombre para estos ajustes
setups-save = Guardar estos ajustes
setups-use = Usar «{ $name }»
setups-forget = Olvidar «{ $name }»
setups-from-last = Formulario rellenado con los ajustes de tu última sala.
setups-defaults = Empezar con los valores predeterminados

## The room on a TV (/r/CODE/tv)
tv-join = Únete con tu móvil: { $url }
tv-waiting = Esperando el próximo reparto
tv-round-over = La ronda { $n } ha terminado
tv-and-the-spy = Y el espía era…
tv-sound-on = Activar el sonido
tv-sound-is-on = Sonido activado: un tono cuando se acaba el tiempo.
lobby-tv = Cualquiera con el código puede seguir esta mesa en una pantalla (una tele): { $url }. Solo muestra lo que ven todos.

## The fair-deal ledger
ledger-spy = Como espía: { $n } (solo por azar: { $expected })
ledger-column = Como espía
ledger-cell = { $n } (≈ { $expected })
ledger-explained = Como espía: las rondas con una carta de espía y (≈) cuántas daría el azar por sí solo de media. El reparto es aleatorio: una racha es suerte.

## A moderator who does not play
settings-moderator = El anfitrión modera y no juega
settings-moderator-hint = El anfitrión reparte, pausa y termina las rondas sin carta y no suma puntos. Quien sea anfitrión al empezar una partida la modera hasta el final; la sala admite entonces 12 jugadores y el moderador.
settings-labels-moderator = Anfitrión modera
moderator-tag = moderador
moderator-title = Moderas esta partida
moderator-hint = Sin carta ni puntos: ves lo que muestra la tele de la sala.
