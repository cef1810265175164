### Приложение стола по-русски (the table app in Russian). See docs/translating.md.

## app

app-title = Шпион
app-tagline = Все знают секретную локацию, кроме шпиона. Играйте за своим столом, у каждого свой телефон.
app-loading = Загрузка…
app-reconnecting = Переподключение…
app-language = Язык
app-language-unavailable = Не удалось загрузить этот язык. Проверьте Wi-Fi и выберите его ещё раз.
app-back = На главную
app-dismiss = Закрыть

## home

home-your-name = Ваше имя
home-join-title = Присоединиться к столу
home-code = Код комнаты
home-join = Войти
home-create-title = Новый стол
home-create = Создать комнату
home-nights = Вечера лиги
home-organizers = Организаторам: панель администратора
home-developers = Разработчикам: API
home-signed-in-as = Вы играете как { $name }
home-guest = гость

## account

account-title = Учётная запись
account-log-in = Войти
account-sign-up = Зарегистрироваться
account-log-out = Выйти
account-make-account = Сохраните результаты: создайте учётную запись
account-username = Имя пользователя
account-password = Пароль
account-submit-log-in = Войти
account-submit-sign-up = Создать учётную запись
account-submit-make = Создать мою учётную запись
account-done = Готово.

## settings

settings-title = Настройки
settings-rule-set = Правила
settings-classic = Классические
settings-time_travel = Машина времени
settings-mode = Режим
settings-standard = Обычный
settings-team = Командный («Машина времени», 7–12 игроков)
settings-packs = Наборы локаций
settings-rounds = Раундов
settings-round-minutes = Минут на раунд
settings-round-minutes-auto = По числу игроков
settings-show-roles = Играть с ролями
settings-vote-timeout = Секунд на голосование
settings-spies = Шпионов
settings-captain-passes = Сколько раз каждый бывает капитаном
settings-save = Сохранить настройки
settings-changed-title = Настройки изменены для следующей игры
settings-this-game = Эта игра
settings-next-game = Следующая игра
settings-applies-next-game = Идёт игра: изменения вступят в силу со следующей игры.
settings-yes = да
settings-no = нет

## labels

settings-labels-rule_set = Правила
settings-labels-mode = Режим
settings-labels-pack_ids = Наборы локаций
settings-labels-rounds = Раунды
settings-labels-round_minutes = Минут на раунд
settings-labels-show_roles = Играть с ролями
settings-labels-vote_timeout_seconds = Секунд на голосование
settings-labels-spies = Шпионы
settings-labels-captain_passes = Сколько раз каждый капитан

## lobby

lobby-code = Код комнаты
lobby-closed = Эта комната закрыта: в ней давно не играли. Чтобы играть снова, создайте новую комнату.
lobby-share = Другие входят по этому коду, ссылке или QR-коду.
lobby-link = Ссылка на этот стол
lobby-copy = Скопировать ссылку
lobby-copied = Скопировано
lobby-share-button = Поделиться…
lobby-share-text = Садись за наш стол в «Шпиона»: комната { $code }
lobby-local-only = Эту ссылку откроет только этот компьютер: сервер слушает только его. Запустите его с SPYFALL_ADDR=0.0.0.0:8080 или задайте SPYFALL_PUBLIC_URL с адресом, который откроют телефоны.
lobby-invite = Пригласить ещё игроков
lobby-qr-alt = QR-код для входа в комнату { $code }
lobby-players = Игроки
lobby-seat = Место { $n }
lobby-host = ведущий
lobby-you = вы
lobby-away = не на связи
lobby-points =
    { $n ->
        [one] { $n } очко
        [few] { $n } очка
       *[many] { $n } очков
    }
lobby-start-game = Начать игру
lobby-deal = Раздать карты
lobby-deal-next = Раздать следующий раунд
lobby-waiting-for-deal = Ждём, пока { $name } раздаст карты.
lobby-waiting-for-host = Ждём ведущего.
lobby-league-games-played =
    Этот стол сыграл { $n ->
        [1] свою игру
       *[other] свои игры ({ $n })
    } в этом туре рассадки: ждите здесь следующей рассадки.
lobby-league-seating-over = Этот тур рассадки окончен: ваш следующий стол появится, как только организатор рассадит игроков.
lobby-league-night-finished = Вечер окончен: спасибо за игру!
lobby-manage = Действия: { $name }
lobby-manage-short = Действия
lobby-heading = За столом
lobby-new-game = Начать новую игру
lobby-confirm-new-game = Начать новую игру? Счёт этой игры начнётся с нуля.
lobby-leave = Покинуть стол
lobby-kick = Убрать: { $name }
lobby-make-host = Сделать ведущим: { $name }
lobby-move-up = { $name }: на место выше
lobby-move-down = { $name }: на место ниже
lobby-bounds = За этим столом играют от { $min } до { $max } игроков.
lobby-join-again = Снова сесть за этот стол
lobby-need-more =
    { $n ->
        [1] Для раздачи нужен ещё один игрок.
       *[other] Для раздачи нужно ещё игроков: { $n }.
    }
lobby-join-title = Присоединиться к столу
lobby-join-as = Войти
lobby-removed = Ведущий убрал вас из-за этого стола.
lobby-left = Вы покинули этот стол.
lobby-wait-next-round = Идёт раунд; вы присоединитесь к следующему.
lobby-abandon = Прервать раунд
lobby-confirm-abandon = Закончить раунд сейчас? Очков за него не будет, и в счёт игры он не пойдёт.

## round

round-title = Раунд { $n } из { $total }
round-show-card = Показать мою карту
round-hide-card = Скрыть мою карту
round-card-hint = Не показывайте карту соседям: нажмите, чтобы увидеть её, и нажмите снова, чтобы перевернуть (через несколько секунд она перевернётся сама).
round-you-are-spy = Вы шпион
round-you-are-one-of-two-spies = Вы один из двух шпионов
round-spy-hint = Узнайте, где вы, прежде чем узнают вас.
round-location = Локация
round-role = Роль
round-clock-running = Осталось времени
round-clock-stopped = Часы остановлены
round-clock-paused = Пауза
round-pause = Поставить раунд на паузу
round-pause-reason = Почему? (увидят все)
round-pause-reason-example = Привезли пиццу
round-pause-confirm = На паузу
round-paused = Раунд на паузе
round-paused-by = Паузу включает: { $name }. Все часы стоят.
round-resume = Продолжить раунд
round-alerts = Звук и вибрация
round-alerts-on = включены: сигнал в ваш ход, при голосовании, в последние 10 секунд и когда время вышло.
round-alerts-off = выключены
round-time-left = осталось { $time }
round-log-vote-failed-no = Голосование по { $subject } не прошло: { $no } против.
round-log-vote-timed-out = Голосование по { $subject } не прошло: вовремя не проголосовали — { $missing }, а пропущенный голос считается «нет».
round-waiting-for = Ждём: { $names }.
round-time-is-up = Время вышло
round-final-explained = Время вышло. Каждого по очереди, начиная с раздающего и по часовой стрелке, ставят на голосование; раунд заканчивается на первом голосовании, где все остальные сказали «да». Шпион больше не может угадывать.
round-your-turn = Ваша очередь: задайте кому-нибудь вопрос.
round-their-turn = { $name } задаёт вопрос.
round-ask-whom = Кого вы спрашиваете?
round-ask = Спросить: { $name }
round-accuse = Обвинить
round-accuse-whom = Кого вы ставите на голосование? Это можно сделать раз за раунд.
round-accuse-whom-small = Кого вы обвиняете? Обвинённый сразу показывает свою карту.
round-accuse-confirm = Обвинить: { $name }? Карта будет показана сразу, и раунд закончится.
round-accuse-one = Обвинить: { $name }
round-cancel = Отмена
round-vote-title = { $accuser } обвиняет: { $suspect }.
round-vote-question = { $suspect } — шпион?
round-vote-yes = Да, виновен
round-vote-no = Нет
round-voted-yes = да
round-voted-no = нет
round-ballots = Голоса
round-your-vote-needed = Нужен ваш голос.
round-final-voting = Финальное голосование
round-final-now = Сейчас голосуем за: { $name }.
round-final-next = Затем
round-guess = Угадать локацию
round-guess-pick = Нажмите на локацию, которую вы называете.
round-guess-confirm = Назвать «{ $place }»? Раунд сразу закончится.
round-confirm = Да, назвать
round-locations = Локации
round-locations-hint = Нажмите на локацию, чтобы вычеркнуть её (только на этом телефоне).
round-used = уже была
round-crossed = вычеркнута
round-suspects = Игроки
round-suspects-hint = Нажмите на игрока, чтобы отметить: под подозрением; ещё раз — вне подозрений; в третий раз — снять отметку (только на этом телефоне).
round-suspected = под подозрением
round-cleared = вне подозрений
round-unmarked = без отметки
round-log = Что происходило
round-log-asked = { $actor } спросил(а): { $subject }.
round-log-accused = { $actor } обвинил(а): { $subject }.
round-log-voted =
    { $vote ->
        [yes] { $actor } голосует «да».
       *[no] { $actor } голосует «нет».
    }
round-log-vote-failed = Голосование по { $subject } не прошло.
round-log-time-up = Время вышло.
round-log-final-vote = Финальное голосование: { $subject }.
round-log-reveal-proposed = { $actor } предлагает открыть карту в центре.
round-log-reveal-agreed = { $actor }: открыть.
round-log-reveal-refused = { $actor }: не открывать.
round-log-reveal-expired = { $actor } не ответил(а) вовремя.
round-log-guessed = { $actor } называет локацию.
round-log-team-guessed = Шпион назвал обе локации.
round-log-first-captain = Первым ходит { $actor }.
round-log-picked = { $actor } берёт в команду: { $subject }.
round-log-pick-refused = { $actor } больше не выбирает.
round-log-left = { $actor } покидает стол.
round-log-removed = Ведущий убирает { $actor } из-за стола.
round-log-abandoned = Раунд прерван.
round-log-ended-by-organizer = Организатор закончил раунд.
round-log-ended = Раунд окончен.
round-log-paused = { $actor } ставит раунд на паузу.
round-log-paused-reason = { $actor } ставит раунд на паузу: { $reason }
round-log-resumed = { $actor } продолжает раунд.
round-log-other = Что-то произошло.
round-not-in-round = Вы не участвуете в этом раунде; играете со следующего.

## table

table-title = Стол: игроки, ведущий, уход
table-confirm-remove = Убрать { $name } из-за стола? Вернуться будет нельзя. Идущий раунд отменяется: очков нет никому, раунд считается сыгранным.
table-confirm-host = Сделать { $name } ведущим? Ведущий начинает игры, раздаёт и управляет столом.
table-confirm-leave = Уйти из-за стола? Идущий раунд отменяется: очков нет никому, раунд считается сыгранным.
table-confirm-leave-lobby = Уйти из-за стола? Вернуться можно по коду комнаты.
table-now-host = Теперь вы ведущий: вы начинаете игры, раздаёте и управляете столом.
table-got-it = Понятно

## result

result-title = Раунд окончен
result-spy-was =
    { $count ->
        [one] Шпион: { $names }.
       *[other] Шпионы: { $names }.
    }
result-location-was = Локация: { $place }.
result-indicted-spy = { $name } — обвинён(а), и это шпион.
result-indicted-innocent = { $name } — обвинён(а), но это не шпион.
result-guessed-right = { $name } называет «{ $place }»: верно.
result-guessed-wrong = { $name } называет «{ $place }»: неверно.
result-time-up = Время вышло.
result-convicted = { $name } осуждён(а) в финальном голосовании.
result-other-ending = Раунд окончен.
result-spies-win = Победа шпиона.
result-non-spies-win = Победа стола.
result-nobody-wins = В этом раунде никто не победил.
result-points = Очки за раунд
result-standings = Счёт
result-game-over = Игра окончена.
result-winner = Победитель: { $names }
result-accused-revealed =
    { $spy ->
        [yes] { $accuser } обвиняет: { $accused } — шпион.
       *[no] { $accuser } обвиняет: { $accused } — не шпион.
    }
result-middle-revealed =
    { $card ->
        [spy] Карта в центре открыта: карта шпиона.
       *[location] Карта в центре открыта: карта локации.
    }
result-middle-was = Карта в центре: { $card }.
result-spy-card = карта шпиона
result-cards = Все карты
result-spy-card-short = шпион
result-podium = Пьедестал
result-place = { $n }-е место
result-by-round = Очки по раундам
result-total = Всего
result-spy-picked = { $captain } взял(а) шпиона.
result-spy-not-picked = Шпиона никто не взял.
result-team-guesses = Шпион называет: { $guesses }.
result-right = верно
result-wrong = неверно
result-no-team-guess = Шпион не назвал локации вовремя.
result-no-conviction = В финальном голосовании никого не осудили.
result-voided = Раунд отменён.
result-voided-left = Раунд отменён: { $name } покидает стол. Очков нет никому; раунд считается сыгранным.
result-voided-removed = Раунд отменён: ведущий убирает { $name } из-за стола. Очков нет никому; раунд считается сыгранным.
result-ended-last-round = Все раунды сыграны.
result-ended-everyone-captained = Все за столом побывали капитанами.
result-ended-too-few-players = За столом осталось меньше 7 игроков, а командной игре нужно 7.
result-abandoned = Ведущий закончил раунд: очков нет никому, и в счёт игры он не идёт.
result-abandoned-by-organizer = Организатор продолжил вечер, пока шёл этот раунд: очков за него нет никому.
result-everyone-wins = Победили все.
result-teams-score = Каждый капитан получает очки за свою команду.
result-history = Раунды этой игры
result-history-round = Раунд { $n }
result-my-points = вы: { $points }

## nights

nights-title = Вечера лиги
nights-mine = Мои вечера
nights-none = Вы пока не записаны ни на один вечер.
nights-status =
    { $status ->
        [registration] Идёт запись
        [seating] Готовится рассадка
        [playing] Идёт игра
        [finished] Завершён
       *[other] { $status }
    }
nights-join-title = Записаться на вечер
nights-code = Код вечера
nights-join = Записаться
nights-account-needed = Чтобы записаться на вечер, нужна учётная запись.
nights-claim-title = Код гостя
nights-claim-hint = Организатор дал вам код: он подключит этот телефон к вечеру.
nights-claim-from-slip = Код с вашей карточки уже введён: нажмите кнопку.
nights-playing-as = вы играете как { $name }
nights-claim-code = Ваш код
nights-claim = Ввести код
nights-door-title = Отметиться на сегодня
nights-have-account = Играете в лиге с учётной записью?
nights-sign-in = Сначала войдите
nights-withdrawn = Вы сняты с оставшейся части вечера.
nights-my-table = Ваш стол: { $table } (тур рассадки { $round })
nights-wait-seating = Подождите здесь: ваш стол появится, как только организатор рассадит тур.
nights-standings = Итоги вечера
nights-rounds-played =
    { $n ->
        [one] { $n } раунд
        [few] { $n } раунда
       *[many] { $n } раундов
    }
nights-check-in-hint = Когда придёте, отметьтесь: рассаживают только тех, кто на месте. Ваше имя увидят стол и таблица.
nights-check-in = Я здесь: отметиться
nights-sitting-out = Тур рассадки { $round } вы пропускаете: игроков больше, чем мест за столами, и все отдыхают по очереди. В следующем туре вы играете.
nights-next-seating = Следующая рассадка в { $time }

## rules

rules-title = Как играть
rules-basics = Все получают одну и ту же секретную локацию и роль, кроме шпиона, который не знает, где он. Шпион старается не выдать себя или угадать место; остальные ищут шпиона.
rules-questions = Тот, чей ход, задаёт вслух один вопрос другому игроку. Отвечающий затем спрашивает сам, но не того, кто только что спросил его.
rules-vote = Раз за раунд любой может остановить часы и поставить игрока на голосование. Голосуют все остальные: все «да» — игрок осуждён, одно «нет» — голосование окончено, часы идут дальше. Пропущенный голос считается «нет».
rules-guess = Пока идут часы, шпион может раскрыться и назвать локацию (на лицевой стороне своей карты): угадал — шпион побеждает; нет — побеждают остальные.
rules-time-up-classic = Если время вышло и никто не осуждён, побеждает шпион.
rules-time-up-travel = Когда время выходит, начинается финальное голосование: каждого по очереди, начиная с раздающего, ставят на голосование; раунд заканчивается на первом голосовании, где все остальные сказали «да». Если такого нет, побеждает шпион.
rules-score-classic = Очки: шпиону 2, если время вышло, 4 — если осуждён не шпион или локация угадана. Если побеждают остальные — по 1, и 2 тому, кто поставил шпиона на решающее голосование.
rules-score-travel = Очки: шпиону 2 за победу, +2 за угаданную локацию, +2, если осуждён не шпион. Если побеждают остальные — по 1, +1 тому, кто первым поставил шпиона на голосование.
rules-small-tables = При 2 или 3 игроках одна карта лежит рубашкой вверх в центре: это может быть карта шпиона, и тогда за столом шпиона нет. Не-шпион может обвинить игрока, и тот сразу показывает карту. Любой может предложить открыть карту в центре; все остальные должны согласиться.
rules-two-spies = За этим столом два шпиона. Каждый знает только, что он шпион, но не знает, кто второй. Осудить любого из шпионов — победа остальных.
rules-team = Командный режим: два капитана, у каждого своя локация. Остальные — агенты с картой одной из двух локаций или картой шпиона.
rules-team-picks = Капитаны решают, кто ходит первым. Каждый капитан задаёт по вопросу каждому ещё не выбранному агенту; затем каждый выбирает агента в команду или заканчивает выбор на этот раунд.
rules-team-end = Капитан, выбравший шпиона, заканчивает раунд: шпион раскрывается и называет локацию этого капитана, затем другую. Если шпиона никто не выбрал, он называет обе.
rules-team-score = Очки: капитану +1 за каждого агента своей локации и −1 за агента чужой; капитан, выбравший шпиона, очков не получает. Агенту, выбранному капитаном своей локации, — 1. Шпиону 1 за то, что его выбрали, и +1 за каждую верно названную локацию. За игру каждый бывает капитаном один раз (или два).

## team

team-now-asking = Сейчас: капитан { $name } задаёт вопросы агентам.
team-now-picking = Сейчас: капитан { $name } выбирает агента или заканчивает.
team-location-of = Локация капитана { $captain }: { $place }.
team-title = Команды
team-you-captain = Вы капитан: задайте вопросы агентам, потом наберите команду.
team-you-agent = Вы агент: отвечайте капитанам, они набирают команды.
team-captain = Капитан { $name }
team-refused-mark = больше не выбирает
team-nobody-yet = пока никого
team-unpicked = Ещё не выбраны
team-choose-first = Капитаны: кто ходит первым?
team-captains-choosing = Капитаны решают, кто ходит первым.
team-first-is = Первым — { $name }
team-pick-whom = Возьмите агента в команду или закончите выбор.
team-pick = Взять: { $name }
team-refuse = Больше не выбирать в этом раунде
team-spy-guessing = { $name } — шпион и называет обе локации.
team-guess-title = Назовите обе локации
team-guess-for = Выберите локацию капитана { $captain }.
team-guessed = { $captain }: { $place }
team-confirm-guess = Да, назвать эти две
team-start-again = Начать заново

## reveal

reveal-propose = Предложить открыть карту в центре
reveal-proposed = { $name } предлагает открыть карту в центре.
reveal-agreed = Согласны
reveal-your-answer = Открыть её?
reveal-agree = Да, открыть
reveal-refuse = Нет, играем дальше
reveal-waiting = Ждём ответов.

## What a player reads when the server refuses or fails, by problem code.

problem-network = Нет связи с сервером: это не отправлено. Проверьте Wi-Fi и нажмите ещё раз.
problem-bad_request = Приложение отправило то, что сервер не смог прочитать. Перезагрузите страницу и попробуйте снова.
problem-malformed_json = Приложение отправило то, что сервер не смог прочитать. Перезагрузите страницу и попробуйте снова.
problem-invalid_body = В форме что-то не так. Проверьте и попробуйте снова.
problem-unreadable_body = Приложение отправило то, что сервер не смог прочитать. Перезагрузите страницу и попробуйте снова.
problem-invalid_text = В тексте есть недопустимые символы.
problem-invalid_query = Сервер не понял запрос приложения. Перезагрузите страницу и попробуйте снова.
problem-invalid_if_match = Приложение отправило нечитаемую версию. Перезагрузите страницу и попробуйте снова.
problem-invalid_idempotency_key = Приложение отправило нечитаемый ключ запроса. Перезагрузите страницу и попробуйте снова.
problem-idempotency_key_reused = Запрос совпал с более ранним. Попробуйте снова.
problem-idempotency_key_in_use = Сервер ещё выполняет этот запрос. Подождите немного.
problem-payload_too_large = Это слишком длинно для отправки.
problem-body_timeout = Соединение слишком медленное: запрос не дошёл вовремя. Попробуйте снова.
problem-unsupported_media_type = Приложение отправило то, что сервер не смог прочитать. Перезагрузите страницу и попробуйте снова.
problem-not_found = Не найдено.
problem-route_not_found = Такой страницы нет.
problem-method_not_allowed = Сервер не разрешает это здесь.
problem-rate_limited = Слишком много попыток за короткое время. Подождите и попробуйте снова.
problem-overloaded = Сервер сильно загружен. Приложение повторит попытку через мгновение.
problem-database_unavailable = Сервер не может связаться со своей базой данных. Приложение повторит попытку через мгновение.
problem-not_ready = Сервер запускается. Приложение повторит попытку через мгновение.
problem-internal_error = На сервере что-то пошло не так. Попробуйте снова.
problem-unauthorized = Ваш вход истёк. Введите имя снова, чтобы продолжить.
problem-invalid_credentials = Имя пользователя и пароль не совпадают.
problem-username_taken = Это имя пользователя занято. Выберите другое.
problem-invalid_username = Имя пользователя: от 3 до 32 латинских букв, цифр, точек, дефисов или подчёркиваний.
problem-invalid_password = Пароль: от 8 до 128 символов.
problem-invalid_display_name = Имя: от 1 до 32 символов.
problem-already_an_account = У вас уже есть учётная запись.
problem-account_required = Для этого нужна учётная запись: зарегистрируйтесь или войдите.
problem-pack_not_found = Такой набор локаций или список не найден: проверьте код.
problem-unknown_pack = Одного из выбранных наборов локаций не существует.
problem-room_not_found = Комнаты с таким кодом нет. Уточните код у ведущего.
problem-not_a_member = Вы не за этим столом. Сначала присоединитесь.
problem-room_full = За этим столом нет мест.
problem-display_name_taken = За этим столом уже есть игрок с таким именем. Выберите другое.
problem-kicked_from_room = Ведущий убрал вас из-за этого стола.
problem-not_host = Это может сделать только ведущий.
problem-player_not_found = Этого игрока нет за столом.
problem-invalid_seat_order = В порядке мест каждый игрок должен быть назван один раз.
problem-league_table = Этот стол относится к вечеру лиги; его настраивает организатор.
problem-room_closed = Эта комната закрыта: в ней давно не играли. Создайте новую.
problem-team_mode_needs_time_travel = Командный режим возможен только с правилами «Машины времени».
problem-two_spies_need_standard_play = Два шпиона возможны только в обычной игре (не в командном режиме).
problem-invalid_pack_selection = Выберите от 1 до 20 наборов локаций.
problem-invalid_rounds = В игре от 1 до 30 раундов.
problem-invalid_round_minutes = Раунд длится от 1 до 30 минут.
problem-invalid_vote_timeout = Голосование длится от 10 до 600 секунд.
problem-invalid_captain_passes = Каждый игрок бывает капитаном один или два раза.
problem-invalid_spies = В раунде один или два шпиона.
problem-no_game = За этим столом ещё не начата игра.
problem-game_over = Игра окончена. Ведущий может начать новую.
problem-game_in_progress = Пока идёт игра, порядок мест не меняется. Измените его до начала следующей игры.
problem-round_in_progress = Идёт раунд. Дождитесь его конца.
problem-no_round_in_progress = Сейчас раунд не идёт.
problem-not_dealer = Раздавать может только ведущий или следующий раздающий.
problem-league_table_settings = Стол лиги сохраняет настройки своего вечера.
problem-league_games_played = Этот стол уже сыграл свои игры в этом туре рассадки. Дождитесь следующей рассадки.
problem-league_seating_over = Этот тур рассадки окончен: у игроков новые столы.
problem-no_round = Ещё ни один раунд не роздан.
problem-round_not_found = Раунд не найден.
problem-version_mismatch = Только что за столом что-то изменилось. Посмотрите ещё раз и повторите.
problem-too_few_players = Для этих правил пока не хватает игроков.
problem-too_many_players = Для этих правил слишком много игроков.
problem-no_locations_left = Все локации выбранных наборов уже были в этой игре.
problem-bad_captains = Для этого раунда не удалось выбрать капитанов.
problem-round_over = Этот раунд окончен.
problem-not_in_round = Вы не играете в этом раунде; вы присоединитесь к следующему.
problem-unknown_player = Этого игрока нет в раунде.
problem-not_your_turn = Сейчас не ваша очередь спрашивать.
problem-cannot_ask_yourself = Нельзя спросить самого себя.
problem-no_retaliation = Нельзя сразу спросить того, кто только что спросил вас.
problem-already_accused_this_round = Вы уже обвиняли в этом раунде.
problem-cannot_accuse_yourself = Нельзя обвинить самого себя.
problem-vote_in_progress = Идёт голосование. Дождитесь его конца.
problem-no_vote_open = Сейчас нет голосования.
problem-round_paused = Раунд на паузе. Дождитесь, пока ведущий его продолжит.
problem-round_not_paused = Раунд не на паузе.
problem-invalid_pause_reason = Причина паузы — не длиннее 100 символов.
problem-suspect_cannot_vote = Подозреваемый не голосует.
problem-already_voted = Вы уже проголосовали.
problem-not_the_spy = Это может сделать только шпион.
problem-spy_cannot_guess_while_clock_stopped = Шпион не может угадывать, пока часы остановлены.
problem-unknown_location = Такой локации нет в этой игре.
problem-location_already_used = Эта локация уже была в этой игре, так что сейчас она не может быть. Угадывайте снова.
problem-final_voting_in_progress = Идёт финальное голосование.
problem-spy_cannot_accuse = В этом варианте шпион не может обвинять.
problem-not_in_this_variant = В этих правилах такого хода нет.
problem-reveal_pending = Уже предложено открыть среднюю карту.
problem-no_reveal_proposal = Никто не предлагал открыть среднюю карту.
problem-already_answered = Вы уже ответили.
problem-already_proposed_this_round = В этом раунде уже предлагали открыть среднюю карту.
problem-first_captain_not_chosen = Капитаны ещё не решили, кто ходит первым.
problem-first_captain_already_chosen = Первый капитан уже выбран.
problem-not_a_captain = Это может сделать только капитан.
problem-not_an_unpicked_agent = Этот игрок не из ещё не выбранных агентов.
problem-already_asked_this_cycle = Вы уже спрашивали этого агента в этом круге.
problem-wrong_phase = Этот ход не подходит к этой части раунда.
problem-night_not_found = Вечера лиги с таким кодом нет.
problem-not_in_night = Вы не записаны на этот вечер.
problem-not_seated = В этой рассадке у вас пока нет стола.
problem-night_finished = Этот вечер окончен.
problem-claim_not_found = Этот код гостя недействителен или уже использован (код работает один раз). Попросите у организатора новый.

## lists

lists-title = Списки локаций
lists-intro = Составьте свой список локаций, делитесь им по коду и играйте с ним в своих комнатах.
lists-mine = Ваши списки
lists-none = Списков пока нет: создайте свой или откройте список по коду.
lists-yours = создан вами
lists-added = добавлен по коду
lists-new = Создать список
lists-add-title = Открыть список по коду
lists-add-code = Код списка
lists-add = Открыть список
list-count =
    { $count ->
        [one] { $count } локация
        [few] { $count } локации
        [many] { $count } локаций
       *[other] { $count } локации
    }
list-name = Название списка
list-locations = Локации, по одной в строке
list-locations-hint = Не меньше { $min }. Роли — по желанию: после двоеточия, через запятую, например «Пекарня: Пекарь, Покупатель».
list-save = Сохранить список
list-cancel = Отмена
list-edit = Изменить список
list-wrong-name = Дайте списку название.
list-wrong-count = В списке от { $min } до { $max } локаций, по одной в строке.
list-wrong-twice = Локация в списке дважды, или в её названии нет ни буквы, ни цифры.
list-open-title = Список локаций
list-open = Открыть список
list-by-you = Этот список создали вы: делитесь его кодом и меняйте список, когда захотите.
list-added = Этот список теперь среди ваших: выберите его, когда будете создавать комнату.
list-share-title = Поделиться
list-share = Прочитайте код вслух, поделитесь ссылкой или дайте кому-нибудь отсканировать QR-код.
list-code = Код
list-link = Ссылка
list-copy = Скопировать ссылку
list-copied = Скопировано
list-qr-alt = QR-код, открывающий список { $code }
list-play = Создать комнату с этим списком

settings-lists = Ваши списки
settings-locations = Локации в игре
settings-locations-all = все из выбранных наборов
settings-locations-some =
    { $count ->
        [one] выбрана { $count } локация
        [few] выбраны { $count } локации
        [many] выбрано { $count } локаций
       *[other] выбрано { $count } локации
    }
problem-invalid_pack = Список нарушает правила: от 8 до 100 локаций, каждая названа один раз, названия не длиннее 60 символов.
problem-too_many_packs = У вас уже максимум списков для одного игрока (20): вместо нового измените один из них.
problem-not_pack_maker = Изменить этот список может только тот, кто его создал.
problem-invalid_location_selection = Выберите хотя бы 2 локации из выбранных наборов.
settings-labels-location_ids = Локации в игре
setups-title = Сохранённые настройки
setups-none = Пока ничего нет: назовите настройки ниже, чтобы сохранить их.
setups-name = Название для этих настроек
setups-save = Сохранить эти настройки
setups-use = Применить «{ $name }»
setups-forget = Забыть «{ $name }»
setups-from-last = Заполнено настройками вашей последней комнаты.
setups-defaults = Начать с настроек по умолчанию

## The room on a TV (/r/CODE/tv)
tv-join = Присоединяйтесь с телефона: { $url }
tv-waiting = Ждём следующей раздачи
tv-round-over = Раунд { $n } окончен
tv-and-the-spy = А шпион — это…
tv-sound-on = Включить звук
tv-sound-is-on = Звук включён: сигнал, когда время выйдет.
lobby-tv = Любой, кто знает код, может смотреть этот стол на экране (телевизоре): { $url }. Там видно только то, что видят все.

## The fair-deal ledger
ledger-spy = Шпионом: { $n } (в среднем по случаю: { $expected })
ledger-column = Шпионом
ledger-cell = { $n } (≈ { $expected })
ledger-explained = Шпионом: сколько раундов у игрока была карта шпиона и (≈) сколько в среднем дал бы один случай. Раздача случайна: серия — это везение.

## A moderator who does not play
settings-moderator = Ведущий не получает карту и не играет
settings-moderator-hint = Ведущий раздаёт карты, ставит паузу и завершает раунды без своей карты и не получает очков. Кто ведущий в начале игры, модерирует её до конца; за столом тогда 12 игроков и модератор.
settings-labels-moderator = Ведущий не играет
moderator-tag = модератор
moderator-title = Вы модерируете эту игру
moderator-hint = Без карты и без очков: вы видите то же, что телевизор в комнате.
