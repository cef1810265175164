### Ответы лиги организатору по-русски: каждое изменение вечера, выполненное или
### отклонённое, и проверки форм сезона и вечера (перевод en/admin-night-changes.ftl).

## night changes: shared (what any change of a night may answer)

night-stale = Вечер изменился с тех пор, как открылась эта страница (в другой вкладке или кем-то ещё), поэтому ничего не изменено. Вот вечер в его нынешнем виде.
seating-stale-proposal = Предложение рассадки изменилось с тех пор, как открылась эта страница (его предложили заново, пересадили игрока, отменили или подтвердили — в другой вкладке или кем-то ещё), поэтому ничего не изменено. Вот оно в нынешнем виде.
night-sent-twice = Эта поправка только что внесена (форма отправлена дважды?), поэтому повторно она не вносится. Вот вечер в его нынешнем виде.
night-is-finished = Этот вечер завершён.
night-choose-player = Выберите игрока этого вечера.

## night changes: players

night-finished-add-players = Этот вечер завершён; чтобы добавить игроков, снова откройте его.
night-display-name-length = В имени должно быть от 1 до { $max } символов.
night-display-name-control = В имени не должно быть управляющих символов.
night-type-username = Введите логин игрока.
night-walk-in-added = Добавлен гость без записи { $name }. Код гостя: { $code }
night-player-registered = Игрок { $name } записан.
night-account-registered = Эта учётная запись уже записана на этот вечер.
night-name-taken = В этом вечере уже есть игрок с именем { $name }: выберите другое имя.
night-not-a-player = Этого игрока нет в этом вечере.
night-remove-seated = Игрок { $name } уже сидел за столом в этот вечер: снимите его с вечера (его результаты останутся).
night-player-removed = Игрок { $name } убран из вечера.
night-paste-names = Вставьте имена гостей, по одному в строке.
night-walk-ins-added =
    { $count ->
        [one] Добавлен { $count } гость без записи. Код гостя: { $list }
        [few] Добавлено { $count } гостя без записи. Коды гостей: { $list }
        [many] Добавлено { $count } гостей без записи. Коды гостей: { $list }
       *[other] Добавлено { $count } гостя без записи. Коды гостей: { $list }
    }
# Строка из вставленных разом имён гостей не принята: $why — id сообщения с причиной
# (выше), которое выводится как есть.
night-walk-in-line =
    Строка { $line } ({ $typed }): { $why ->
        [night-finished-add-players] { night-finished-add-players }
        [night-display-name-length] { night-display-name-length }
        [night-display-name-control] { night-display-name-control }
        [night-name-taken] { night-name-taken }
       *[other] Эта строка не принята.
    } Никто не добавлен.
night-no-such-account = Нет учётной записи с логином «{ $username }».
night-withdrawn = Игрок { $name } снят с вечера: в следующих турах рассадки его не рассаживают; его результаты остаются.
night-back = Игрок { $name } возвращён: его рассадят со следующего предложения.
night-checked-in = { $name } на месте: попадёт в следующее предложение рассадки.
night-not-checked-in = Отметка о приходе снята: { $name }.
night-link-walk-ins-only = Привязать можно только гостя без записи, ещё не привязанного к учётной записи.
night-type-account-username = Введите логин учётной записи.
night-account-registered-own-name = Эта учётная запись уже записана на этот вечер под своим именем.
night-linked = Игрок { $name } теперь привязан к учётной записи «{ $account }»: его результаты засчитываются ей.
night-claim-walk-ins-only = Код гостя есть только у гостя без записи, не привязанного к учётной записи.
night-finished-claim-codes = Этот вечер завершён: коды гостей больше никого не впускают.
night-new-claim-code = Новый код гостя для игрока { $name }: { $code }. Старый код и все телефоны, на которых он был введён, больше не держат его место.

## night changes: seating

seating-round-proposed =
    Предложен тур рассадки { $round }: { $tables ->
        [one] { $tables } стол
        [few] { $tables } стола
        [many] { $tables } столов
       *[other] { $tables } стола
    }. При необходимости пересадите игроков, затем подтвердите.
seating-round-proposed-one-out =
    Предложен тур рассадки { $round }: { $tables ->
        [one] { $tables } стол
        [few] { $tables } стола
        [many] { $tables } столов
       *[other] { $tables } стола
    }, { $name } пропускает тур. При необходимости пересадите игроков, затем подтвердите.
seating-round-proposed-out =
    Предложен тур рассадки { $round }: { $tables ->
        [one] { $tables } стол
        [few] { $tables } стола
        [many] { $tables } столов
       *[other] { $tables } стола
    }, { $out ->
        [one] { $out } игрок пропускает тур
        [few] { $out } игрока пропускают тур
        [many] { $out } игроков пропускают тур
       *[other] { $out } игрока пропускают тур
    }. При необходимости пересадите игроков, затем подтвердите.
seating-all-rounds-seated = Все туры рассадки этого вечера уже рассажены: { $count } из { $count }.
seating-nobody-checked-in = Пока никто не отметил приход: сначала отметьте игроков (или они отметятся с телефона).
seating-no-fit = Нельзя рассадить игроков ({ $players }) за столы по { $min }–{ $max } человек: рассаживаются только те, кто отметил приход ({ $here }).
seating-no-proposal-to-change = Менять нечего: предложения рассадки нет. Сначала предложите рассадку.
seating-player-withdrawn = Этот игрок снят с вечера: сначала верните его.
seating-player-not-checked-in = Приход этого игрока не отмечен: сначала отметьте его.
seating-table-size-move = Стол { $table }: игроков за ним — { $players }, а нужно от { $min } до { $max }. Сначала пересадите игроков.
seating-player-moved = { $name } теперь за столом { $table }.
seating-player-sits-out = Игрок { $name } пропускает этот тур.
seating-no-proposal-to-discard = Отменять нечего: предложения рассадки нет.
seating-discarded = Предложение для тура рассадки { $round } отменено.
seating-no-proposal-to-confirm = Подтверждать нечего: предложения рассадки нет.
# $rooms: комнаты столов, каждая как в seating-opened-room, через запятую.
seating-confirmed = Тур рассадки { $round } подтверждён; комнаты: { $rooms }. Игроки видят свой стол в приложении.
seating-opened-room = стол { $table }: { $code }

## night changes: moving on while tables still play

# $tables: номера столов через запятую.
night-still-playing =
    { $count ->
        [1] За столом { $tables } ещё идёт раунд: сначала подтвердите, что его нужно закончить (очков за него не получит никто).
       *[other] За столами { $tables } ещё идут раунды: сначала подтвердите, что их нужно закончить (очков за них не получит никто).
    }
night-started-after-confirmation =
    { $count ->
        [1] За столом { $tables } начался раунд уже после того, как было показано подтверждение, поэтому ничего не изменено: посмотрите ещё раз и подтвердите, что его нужно закончить.
       *[other] За столами { $tables } начались раунды уже после того, как было показано подтверждение, поэтому ничего не изменено: посмотрите ещё раз и подтвердите, что их нужно закончить.
    }
night-table-started-round = За столом { $table } только что начался раунд: посмотрите ещё раз и сначала подтвердите, что его нужно закончить.

## night changes: results

night-round-voided = Раунд аннулирован; таблица пересчитана.
night-points-adjusted = Очки изменены; таблица пересчитана.
night-choose-round = Выберите законченный раунд этого вечера.
night-round-already-voided = Этот раунд уже аннулирован.
night-already-finished = Вечер уже завершён.
night-already-open = Вечер уже открыт.
night-proposal-waiting = Сначала подтвердите или отмените ожидающее предложение рассадки.
night-finish-done = Вечер завершён: столы больше не играют и рассадок больше нет; поправки по-прежнему возможны.
night-reopen-done = Вечер снова открыт: столы последнего тура рассадки могут играть дальше.

## night changes: the venue (seating settings, the night's settings, the projector board)

# $method: ключ способа рассадки.
seating-saved =
    Следующие предложения рассаживают { $method ->
        [random] случайно
        [balanced] с учётом таблицы
       *[fewest_repeats] с наименьшим числом повторных встреч
    }, за столы от { $min } до { $max } игроков.
night-settings-saved =
    Настройки вечера сохранены: { $rounds ->
        [one] { $rounds } тур рассадки
        [few] { $rounds } тура рассадки
        [many] { $rounds } туров рассадки
       *[other] { $rounds } тура рассадки
    }; во что играют столы, показано под названием вечера.
night-countdown-range = Обратный отсчёт — от 1 до { $max } минут, или пусто, чтобы его не было.
night-announcement-too-long = Объявление должно быть не длиннее { $max } символов.
night-announcement-control = В объявлении есть символы, которые нельзя показать.
night-board-countdown = Проектор показывает объявление и обратный отсчёт.
night-board-shown = Проектор показывает объявление.

## league: names and numbers of the season and night forms

league-name-empty = Укажите название.
league-name-too-long = Название должно быть не длиннее { $max } символов.
league-name-control = В названии есть символы, которые нельзя показать.
season-best-nights-range = Число лучших вечеров — от 1 до 100, или пусто, чтобы учитывать все вечера.
night-seating-rounds-range = Число туров рассадки — от 1 до 20.
night-games-range = Число игр за столом — от 1 до 10.

## league: corrections

night-reason-missing = Укажите причину (в нескольких словах) для журнала поправок.
night-reason-too-long = Причина должна быть короче { $max } символов.
night-reason-control = В причине есть символы, которые нельзя показать.
night-points-range = Очки — целое число от -{ $max } до { $max }, кроме 0.

## league: seating settings and a seating round's tables

seating-choose-method = Выберите способ рассадки.
seating-sizes-range = Размер стола в этом режиме — число от { $min } до { $max }, или пусто, чтобы было как обычно.
seating-sizes-crossed = Минимум игроков за столом больше максимума.
seating-no-such-table = Стола { $table } нет.
seating-table-size = Стол { $table }: игроков за ним — { $players }, а нужно от { $min } до { $max }.

## league: a season's time zone

season-zone-fixed-offset = «{ $abbr }» — фиксированное смещение без летнего времени: укажите пояс места, например { $zone }.
season-zone-unknown = «{ $name }» — не часовой пояс: укажите его название, например Europe/Paris, или город, например London.
# $zones: все пояса, кроме последнего, через запятую.
season-zone-ambiguous = «{ $name }» может означать { $zones } или { $last }: выберите один.

## league: changing a night's settings

night-finished-settings = Этот вечер завершён: чтобы изменить его настройки, снова откройте его.
night-settings-stale = Настройки вечера изменились с тех пор, как открылась эта страница (в другой вкладке или кем-то ещё), поэтому ничего не сохранено. Вот они в нынешнем виде.
night-keeps-rounds = Туров рассадки уже рассажено или предложено: { $least }, поэтому в вечере остаётся не меньше { $least }.
night-settings-locked = Столы уже играют с этими настройками: после того как рассажен первый тур, меняются только название вечера и число туров рассадки.
night-proposal-other-mode = Сначала отмените ожидающее предложение рассадки: в нём столы рассажены для другого режима.
