### Страницы лиги в админ-панели по-русски (сезоны, вечера, рассадка): перевод
### en/admin-league.ftl (docs/translating.md). Переменные { $…} те же, что в английском.

## shared by the league pages

league-cancel = Отмена
league-field-name = Название
league-col-player = Игрок
league-col-points = Очки
league-col-spy-wins = Победы шпионом
league-col-spies-caught = Пойманные шпионы

## seasons (the league page)

league-title = Лига
league-heading = Сезоны лиги
league-new-season = Новый сезон
season-field-best = Учитывать только N лучших вечеров (пусто: все вечера)
season-field-zone-new = Часовой пояс для времени на страницах (город, например London, или пояс, например Europe/Paris; пусто: UTC)
season-field-zone = Часовой пояс для времени на страницах (город, например London, или пояс, например Europe/Paris)
league-create-season = Создать сезон
league-how-heading = Как проходит вечер
league-how = Создайте вечер в сезоне и запишите игроков (с учётной записью или гостей без записи, у них будет код гостя). Затем для каждого тура рассадки предложите столы, при необходимости пересадите игроков и подтвердите: у каждого стола будет своя комната. Таблица заполняется по мере окончания раундов; откройте ссылку для проектора на экране.
league-all-seasons = Все сезоны
league-your-seasons = Ваши сезоны
league-col-season = Сезон
league-col-nights = Вечера
league-col-counts = Зачёт
league-col-organizer = Организатор
league-counts-best =
    { $count ->
        [one] { $count } лучший вечер
        [few] { $count } лучших вечера
        [many] { $count } лучших вечеров
       *[other] { $count } лучших вечера
    }
league-counts-every = все вечера
league-no-seasons = Сезонов пока нет.
season-created = Сезон «{ $name }» создан. Добавьте его первый вечер.

## a season's page

season-back = ← Сезоны
season-counts-best =
    { $count ->
        [one] в зачёт идёт { $count } лучший вечер
        [few] в зачёт идут { $count } лучших вечера
        [many] в зачёт идут { $count } лучших вечеров
       *[other] в зачёт идут { $count } лучших вечера
    }
season-counts-every = в зачёт идут все вечера
season-nights = Вечера
season-col-night = Вечер
season-col-code = Код для входа
season-col-players = Игроки
season-col-seated = Туры рассажены
season-col-status = Состояние
season-seated-of = { $seated } из { $total }
season-finished = завершён
season-open = открыт
season-no-nights = Вечеров пока нет: создайте первый ниже.
season-standings = Таблица сезона
season-standings-hint = Очки игрока за все вечера складываются; при равенстве очков выше тот, у кого больше побед шпионом, затем больше пойманных шпионов.
season-standings-hint-best = Очки игрока складываются только за лучшие вечера ({ $count }); при равенстве очков выше тот, у кого больше побед шпионом, затем больше пойманных шпионов.
season-download-csv = Скачать CSV
season-col-nights-counted = Вечера (в зачёте)
season-no-results = Результатов пока нет.
season-ratings = Рейтинг сезона
season-ratings-hint =
    Рейтинг мастерства по всем раундам сезона: в каждом раунде игроки расставляются по набранным очкам, и победа над игроками с более высоким рейтингом ценится больше. Число — осторожная оценка (новичок начинает с 0); место в рейтинге игрок получает после { $count ->
        [one] { $count } оценённого раунда
       *[other] { $count } оценённых раундов
    }, поэтому после первого вечера с меньшим числом раундов у всех будет «пока без места».
season-ratings-why = Почему порядок отличается от таблицы: таблица складывает очки, поэтому больше сыгранных раундов и больше раундов с картой шпиона дают больше очков; рейтинг же смотрит, кого игрок обошёл в каждом раунде, выше ценит победу над сильным игроком и осторожен с теми, кого видел мало. Сезон решает таблица; рейтинг лишь ориентир для оценки мастерства.
season-col-rating = Рейтинг
season-col-rated-rounds = Оценённые раунды
season-not-ranked = (пока без места)
season-no-ratings = Оценённых раундов пока нет.
season-new-night = Новый вечер
season-new-night-hint = Настройки взяты с прошлого вечера: измените то, что отличается.
season-create-night = Создать вечер
season-settings = Сезон
season-save = Сохранить сезон
season-delete = Удалить сезон…
season-saved = Сезон сохранён.
night-created = Вечер «{ $name }» создан: игроки входят в него по коду { $code }.
night-packs-draft = Черновики другого организатора: { $packs }. На вечере играют опубликованные наборы и ваши собственные черновики.
night-packs-unknown = Нет доступного вам набора с id { $packs } (доступны опубликованные наборы и ваши черновики).

## deleting a season or a night

season-delete-title = Удалить сезон «{ $name }»?
season-delete-text =
    { $count ->
        [one] С ним удаляется { $count } вечер
        [few] С ним удаляются { $count } вечера
        [many] С ним удаляются { $count } вечеров
       *[other] С ним удаляются { $count } вечера
    }: их игроки, рассадки, результаты и поправки навсегда уходят из лиги.
season-delete-keep = Чтобы сохранить таблицу, сначала скачайте её.
season-delete-download = Скачать таблицу сезона (CSV)
season-delete-confirm = Удалить сезон
season-deleted = Сезон удалён.
season-stale = Сезон изменился с тех пор, как открылась страница подтверждения (добавлен или удалён вечер либо изменены настройки — в другой вкладке или кем-то ещё), поэтому ничего не удалено. Вот сезон в его нынешнем виде.
night-delete-title = Удалить вечер «{ $name }»?
night-delete-text =
    { $players ->
        [one] Его { $players } игрок
        [few] Его { $players } игрока
        [many] Его { $players } игроков
       *[other] Его { $players } игрока
    }, туры рассадки, { $rounds ->
        [one] результаты { $rounds } раунда
       *[other] результаты { $rounds } раундов
    } и поправки навсегда уходят из лиги, а таблица и рейтинг сезона пересчитываются без них. Комнаты, где играли его столы, остаются как обычные комнаты.
night-delete-keep = Чтобы сохранить результаты, сначала скачайте их.
night-delete-download = Скачать таблицу (CSV)
night-delete-confirm = Удалить вечер
night-deleted = Вечер удалён.

## a night's settings (the new-night form and the settings page)

night-field-seating-rounds = Туры рассадки
night-fields-locked = Столы уже играют с этими настройками: после того как рассажен первый тур, меняются только название и число туров рассадки.
night-field-games = Игр за столом в каждом туре рассадки
night-field-rule-set = Правила
night-rule-classic = Классические
night-rule-time-travel = Машина времени
night-field-mode = Режим
night-mode-standard = Обычный: столы от 4 до 8 игроков
night-mode-team = Командный («Машина времени»): столы от 7 до 12 игроков
night-field-packs = Наборы, из которых раздают столы
night-pack-locations =
    { $count ->
        [one] { $count } локация
        [few] { $count } локации
        [many] { $count } локаций
       *[other] { $count } локации
    }
night-pack-private = личный
night-pack-draft = ваш черновик: его могут использовать только ваши вечера
night-pack-gone = больше не доступен: снимите отметку, чтобы сохранить
night-field-game-rounds = Раундов в игре
night-field-minutes = Минут на раунд (пусто: по числу игроков)
night-field-vote = Сколько секунд открыто голосование
night-field-show-roles = Показывать роли не-шпионам
night-settings-title = Настройки: { $night }
night-settings-save = Сохранить настройки вечера
night-round-minutes-number = Минуты на раунд должны быть целым числом.
night-rounds-number = Раунды в игре должны быть целым числом.
night-vote-number = Время голосования должно быть целым числом.
night-choose-rule-set = Выберите правила из списка.
night-choose-mode = Выберите режим из списка.
night-settings-team-needs-time-travel = Командный режим играется только по правилам «Машины времени».
night-settings-pack-count = Выберите от 1 до { $max } наборов, каждый по одному разу.
night-settings-rounds = Раундов в игре: от 1 до { $max }.
night-settings-round-minutes = Минут на раунд: от 1 до 30.
night-settings-vote-timeout = Время голосования: от 10 до 600 секунд.
night-settings-captain-passes = Пасов капитана: 1 или 2.
night-settings-spies = Шпионов: 1 или 2.
night-settings-two-spies = Два шпиона бывают только в обычном режиме, не в командном.
night-settings-locations = Выберите от { $min } до { $max } локаций из выбранных наборов, каждую по одному разу.

## a night's page: the top

night-status-registration = идёт запись
night-status-seating = рассадка
night-status-playing = идёт игра
night-status-finished = завершён
night-join-before = Игроки входят по коду
night-join-after = в приложении.
night-projector = Проектор:
night-projector-link = открыть экран с таблицей
night-projector-note = (по этой ссылке видны только таблица и столы, больше ничего).
night-phones-before = Телефоны открывают
night-phones-after = : этот адрес есть в QR-коде на проекторе и на карточках столов.
night-local-only = Этот адрес откроет только этот компьютер: сервер слушает локальный адрес или не нашёл сети.
night-local-start = Запустите сервер с
night-local-or-set = {" "}или задайте
night-local-reach = равным адресу, который открывается с телефонов (см. README).
night-tables-play = Столы играют: { $settings }.
night-seating-rounds =
    { $count ->
        [one] { $count } тур рассадки.
        [few] { $count } тура рассадки.
        [many] { $count } туров рассадки.
       *[other] { $count } тура рассадки.
    }
night-standings-csv = Таблица, CSV
night-rounds-csv = Раунды, CSV
night-corrections-csv = Поправки, CSV
night-summary-rule-classic = классические правила
night-summary-rule-time-travel = «Машина времени»
night-summary-mode-standard = обычный режим
night-summary-mode-team = командный режим
night-summary-packs = наборы { $packs }
night-summary-rounds =
    { $count ->
        [one] { $count } раунд в игре
        [few] { $count } раунда в игре
        [many] { $count } раундов в игре
       *[other] { $count } раунда в игре
    }
night-summary-length-auto = длина раунда по числу игроков
night-summary-minutes = раунды по { $minutes } мин
night-summary-roles-shown = роли видны
night-summary-roles-hidden = роли скрыты
night-summary-votes = голосование закрывается через { $seconds } с

## a night's page: the projector board

night-board = Экран проектора
night-announcement = Объявление
night-countdown-field = Минут до следующего тура рассадки (пусто — без обратного отсчёта)
night-board-show = Показать на проекторе
night-countdown-to = Обратный отсчёт до { $time }.
night-print-cards = Печать карточек столов
night-print-sheet = Печать листа вечера
night-print-claims = Печать карточек гостей с кодами

## a night's page: seating

seating-heading = Рассадка
seating-proposed = Предложенные столы для тура рассадки { $round } (рассадка: { $method }). При необходимости пересадите игроков, затем подтвердите: у каждого стола будет своя комната.
seating-table = Стол { $number }
seating-players =
    { $count ->
        [one] { $count } игрок
        [few] { $count } игрока
        [many] { $count } игроков
       *[other] { $count } игрока
    }
seating-table-for = Стол для игрока { $name }
seating-new-table = новый стол
seating-table-choice = стол { $number }
seating-sits-out = пропускает тур
seating-move = Пересадить
seating-seat = Посадить
seating-sitting-out-heading = Пропускают этот тур
seating-sitting-out-hint = Игроков больше, чем мест за столами по { $sizes }: эти игроки пропускают тур, по очереди (первыми — те, кто сыграл больше раундов).
seating-unseated = Отметили приход после этого предложения (ещё не рассажены; предложите рассадку заново или посадите их):
seating-confirm = Подтвердить рассадку
seating-propose-again = Предложить заново
seating-discard = Отменить предложение
seating-ready =
    { $here ->
        [one] { $here } игрок отметил приход и будет рассажен.
        [few] { $here } игрока отметили приход и будут рассажены.
        [many] { $here } игроков отметили приход и будут рассажены.
       *[other] { $here } игрока отметили приход и будут рассажены.
    }
seating-ready-missing =
    { $here ->
        [one] { $here } игрок отметил приход и будет рассажен
        [few] { $here } игрока отметили приход и будут рассажены
        [many] { $here } игроков отметили приход и будут рассажены
       *[other] { $here } игрока отметили приход и будут рассажены
    }; { $missing ->
        [one] { $missing } записавшийся игрок ещё не пришёл.
        [few] { $missing } записавшихся игрока ещё не пришли.
        [many] { $missing } записавшихся игроков ещё не пришли.
       *[other] { $missing } записавшегося игрока ещё не пришли.
    }
seating-propose = Предложить тур рассадки { $round }
seating-all-seated = Все туры рассадки этого вечера рассажены.
seating-round = Тур рассадки { $round }
seating-table-room = Стол { $number } · комната
seating-sitting-out = Пропускают тур:
seating-method = Рассаживать
seating-method-fewest-repeats = с наименьшим числом повторных встреч
seating-method-random = случайно
seating-method-balanced = с учётом таблицы
seating-min = Минимум игроков за столом (пусто — как обычно)
seating-max = Максимум игроков за столом (пусто — как обычно)
seating-save = Сохранить настройки рассадки
seating-now = Сейчас: столы по { $sizes }. Действует для следующего предложения.
seating-sizes = { $min }–{ $max } игроков

## a night's page: a table's progress and acting for its host

night-table-waiting = ждёт первой игры
night-table-game = игра { $game }
night-table-game-over = игра { $game } окончена
night-table-game-progress = игра { $game }: { $progress }
night-table-played =
    { $count ->
        [one] сыгран { $count } раунд
        [few] сыграно { $count } раунда
        [many] сыграно { $count } раундов
       *[other] сыграно { $count } раунда
    }
night-act-for-host = Действовать за ведущего
night-act-hint = Если ведущего стола нет на месте: то, что мог бы сделать ведущий, можно сделать отсюда.
night-rescue-start = Начать следующую игру
night-rescue-deal = Раздать следующий раунд
night-rescue-end = Закончить раунд…
night-new-host = Новый ведущий
night-make-host = Назначить ведущим
night-rescue-choose-player = Выберите игрока.
night-rescue-choose-action = Выберите, что сделать за столом.
night-rescue-end-title = Закончить раунд в комнате { $room }?
night-rescue-end-text = Идущий раунд сразу заканчивается: очков за него никто не получит, а телефоны за столом сообщат, что раунд закончил организатор. Стол может раздать следующий раунд.
night-rescue-end-confirm = Закончить раунд
night-rescue-done = Комната { $room }: { $done }.
night-rescue-started = новая игра началась
night-rescue-dealt = следующий раунд роздан
night-rescue-ended = раунд закончен без очков
night-rescue-host = у стола новый ведущий
night-rescue-refused = Комната { $room }: { $why }.
night-refusal-not-host = это может сделать только ведущий
night-refusal-no-game = ведущий ещё не начал игру
night-refusal-game-over = эта игра окончена; ведущий может начать новую
night-refusal-round-in-progress = идёт раунд
night-refusal-not-dealer = раздаёт ведущий или следующий раздающий
night-refusal-league-settings = эта комната — стол лиги: в ней играют по настройкам вечера
night-refusal-no-round = сейчас не идёт ни один раунд
night-refusal-not-seated = этого игрока нет за столом
night-refusal-game-in-progress = пока идёт игра, порядок мест не меняется; измените его до начала следующей игры
night-refusal-games-played = этот стол лиги уже сыграл игры своего тура рассадки: дождитесь следующей рассадки
night-refusal-seating-over = тур рассадки этого стола лиги окончен: у игроков новые столы
night-refusal-night-finished = вечер лиги завершён
night-refusal-round-paused = раунд на паузе: его продолжит ведущий
night-refusal-round-not-paused = раунд не на паузе

## moving on while tables still play, linking, withdrawing, removing (confirmation pages)

night-playing-table = { $table }: { $progress }.
night-table-room = Стол { $number } (комната { $room })
night-ask-seat-title = Рассадить следующий тур, пока столы ещё играют?
night-ask-seat-confirm = Закончить эти раунды и подтвердить рассадку
night-ask-finish-title = Завершить вечер, пока столы ещё играют?
night-ask-finish-confirm = Закончить эти раунды и завершить вечер
night-ask-rounds-end = Их раунды сразу заканчиваются без очков для всех, а телефоны сообщат, что раунды закончил организатор. Нажмите «Отмена», чтобы дать им доиграть.
night-link-title = Привязать { $name } к учётной записи { $username }?
night-link-results = Результаты игрока { $name } сегодня и на всех вечерах, где он играл как этот гость, будут засчитаны учётной записи { $username } в таблицах вечера и сезона.
night-link-undone = Это нельзя отменить: код гостя перестанет работать, а телефону, на котором он был введён, нужно будет войти в учётную запись.
night-link-confirm = Привязать { $name } к { $username }
night-withdraw-title = Снять игрока { $name } с вечера?
night-withdraw-later = { $name } не будет участвовать в следующих турах рассадки. Уже набранные результаты остаются в таблице.
night-withdraw-proposal = Из предложения, ожидающего подтверждения, игрок убирается, а остальные остаются на своих местах. Позже его можно вернуть.
night-withdraw-confirm = Снять игрока { $name }
night-remove-title = Убрать { $name } из вечера?
night-remove-text = Игрок { $name } записан, но так и не пришёл: он исчезнет из списка игроков и таблицы вечера, и этот вечер не будет засчитан ему в сезоне. Если записать его снова, он вернётся.
night-remove-confirm = Убрать { $name }

## a night's page: standings

night-standings = Таблица
night-standings-hint = Сумма очков (за раунды и поправки), затем победы шпионом, затем пойманные шпионы, затем личные встречи среди тех, кто всё ещё равен; «=» означает разделённое место.
night-col-adjusted = Поправки
night-col-rounds = Раунды
night-col-head-to-head = Личные встречи
night-no-players = Игроков пока нет.

## a night's page: players

night-players = Игроки
night-arrivals-here = на месте
night-arrivals-expected = в ожидании (приход не отмечен)
night-arrivals-withdrawn = снято с вечера: { $count }
night-arrivals-registered = всего записано: { $count }.
night-checkin-before = Игроки отмечают приход в своём телефоне по коду
night-checkin-after = {" "}или их можно отметить здесь. Рассаживаются только те, кто на месте.
night-who = Кто
night-who-account = Игрок с учётной записью
night-who-walk-in = Гость без записи (получит код гостя)
night-field-username = Логин (для учётных записей)
night-field-display-name = Имя за столом (для гостей; для учётных записей — по желанию)
night-add-player = Добавить игрока
night-bulk = Добавить сразу много гостей
night-bulk-names = Имена, по одному в строке (можно вставить из листа записи)
night-bulk-hint = Каждый получит код гостя; если хоть одна строка не принята, никто не добавляется, а страница скажет, какая строка.
night-bulk-add = Добавить гостей
night-slips-before = Гости сами занимают своё место со своего телефона:
night-slips-link = распечатайте их карточки с кодами
night-slips-after = (на каждой QR-код), чтобы не зачитывать коды вслух.
night-col-name = Имя
night-col-account = Учётная запись
night-col-claim-code = Код гостя
night-col-status = Состояние
night-account-walk-in = гость без записи
night-code-unused = ещё не введён
night-claimed-phone = введён на телефоне
night-claimed-no-phone = введён; сейчас ни один телефон не подключён
night-new-code-ask = Выдать игроку { $name } новый код гостя? Старый код и все телефоны, на которых он был введён, больше не будут привязаны к его месту.
night-new-code = Новый код
night-presence-here = на месте
night-presence-expected = ожидается
night-presence-withdrawn = снят с вечера
night-bring-back = Вернуть
night-withdraw = Снять с вечера
night-not-here = Нет на месте
night-check-in = Отметить приход
night-remove = Убрать…
night-account-for = Учётная запись игрока { $name }
night-username-placeholder = логин
night-link = Привязать к учётной записи
night-no-players-here = Игроков пока нет: игроки входят по коду, или добавьте их здесь.

## a night's page: rounds played

night-rounds-played = Сыгранные раунды
night-col-where = Где
night-col-result = Итог
night-col-spy = Шпион
night-col-void = Аннулировать
night-result = { $outcome } · { $winner }
night-place = { $table }, { $game }
night-place-table = Тур рассадки { $seating }, стол { $table }
night-place-game = игра { $game }, раунд { $round }
night-place-unknown = раунд
night-outcome-spy-unmasked = шпион разоблачён голосованием
night-outcome-non-spy-voted-out = голосованием изгнан не шпион
night-outcome-spy-guessed = шпион назвал локацию
night-outcome-spy-guessed-wrong = шпион назвал не ту локацию
night-outcome-time-up = время вышло
night-outcome-spy-convicted = шпион осуждён на финальном голосовании
night-outcome-non-spy-convicted = на финальном голосовании осуждён не шпион
night-outcome-no-conviction = финальное голосование никого не осудило
night-outcome-accused-spy = обвинённый оказался шпионом
night-outcome-accused-not-spy = обвинённый оказался не шпионом
night-outcome-middle-revealed = открыта карта в центре
night-outcome-team = командный раунд
night-outcome-voided = аннулирован (игрок покинул стол)
night-outcome-abandoned = прерван ведущим
night-outcome-ended = закончен организатором
night-winner-spy = победил шпион
night-winner-non-spies = победили не-шпионы
night-winner-everyone = победили все
night-winner-nobody = никто не победил
night-winner-teams = победили команды
night-voided = аннулирован
night-void-label = Причина аннулирования
night-reason-placeholder = причина
night-void = Аннулировать
night-no-rounds = Ни один раунд ещё не закончился.

## a night's page: corrections

night-corrections = Поправки
night-points-to-add = Добавить очков (минус отнимает)
night-reason = Причина
night-adjust = Изменить очки
night-audit = Журнал поправок
night-col-when = Когда
night-col-who = Кто
night-col-what = Что
night-col-why = Почему
night-col-totals = Сумма до → после
night-audit-voided = аннулирован: { $target }
night-audit-points =
    { $points ->
        [one] { $points } очко: { $target }
        [few] { $points } очка: { $target }
        [many] { $points } очков: { $target }
       *[other] { $points } очка: { $target }
    }
night-audit-adjusted = очки: { $target }
night-audit-no-change = ни у кого сумма не изменилась
night-no-corrections = Поправок нет.

## a night's page: the night

night-the-night = Вечер
night-change-settings = Изменить настройки вечера…
night-change-settings-hint = название и число туров рассадки (тур можно добавить и во время вечера); пока первый тур не рассажен — ещё и то, во что играют столы.
night-reopen = Снова открыть вечер
night-finish = Завершить вечер
night-delete = Удалить вечер…

## printouts (the night page's print buttons)

night-print-language = Язык проектора и распечаток
night-open-projector = Открыть экран проектора
