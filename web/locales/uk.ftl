### Застосунок для столу українською (the table app in Ukrainian). See docs/translating.md.

## app

app-title = Шпигун
app-tagline = Усі знають таємну локацію, крім шпигуна. Грайте за своїм столом, кожен зі свого телефона.
app-loading = Завантаження…
app-reconnecting = Повторне з’єднання…
app-language = Мова
app-language-unavailable = Не вдалося завантажити цю мову. Перевірте Wi-Fi і виберіть її ще раз.
app-back = На головну
app-dismiss = Закрити

## home

home-your-name = Ваше ім’я
home-join-title = Приєднатися до столу
home-code = Код кімнати
home-join = Приєднатися
home-create-title = Новий стіл
home-create = Створити кімнату
home-nights = Вечори ліги
home-organizers = Організаторам: панель адміністратора
home-developers = Розробникам: API
home-signed-in-as = Ви граєте як { $name }
home-guest = гість

## account

account-title = Обліковий запис
account-log-in = Увійти
account-sign-up = Зареєструватися
account-log-out = Вийти
account-make-account = Збережіть свої результати: створіть обліковий запис
account-username = Ім’я користувача
account-password = Пароль
account-submit-log-in = Увійти
account-submit-sign-up = Створити обліковий запис
account-submit-make = Створити мій обліковий запис
account-done = Готово.

## settings

settings-title = Налаштування
settings-rule-set = Правила
settings-classic = Класичні
settings-time_travel = Подорож у часі
settings-mode = Режим
settings-standard = Звичайний
settings-team = Командний («Подорож у часі», 7–12 гравців)
settings-packs = Набори локацій
settings-rounds = Кількість раундів
settings-round-minutes = Хвилин на раунд
settings-round-minutes-auto = За кількістю гравців
settings-show-roles = Грати з ролями
settings-vote-timeout = Секунд на голосування
settings-spies = Кількість шпигунів
settings-captain-passes = Скільки разів кожен буде капітаном
settings-save = Зберегти налаштування
settings-changed-title = Налаштування змінено для наступної гри
settings-this-game = Ця гра
settings-next-game = Наступна гра
settings-applies-next-game = Зараз триває гра: зміни діятимуть із наступної гри.
settings-yes = так
settings-no = ні

## labels

settings-labels-rule_set = Правила
settings-labels-mode = Режим
settings-labels-pack_ids = Набори локацій
settings-labels-rounds = Раунди
settings-labels-round_minutes = Хвилин на раунд
settings-labels-show_roles = Грати з ролями
settings-labels-vote_timeout_seconds = Секунд на голосування
settings-labels-spies = Шпигуни
settings-labels-captain_passes = Скільки разів кожен буде капітаном

## lobby

lobby-code = Код кімнати
lobby-closed = Цю кімнату закрито, бо в ній довго не грали. Щоб зіграти знову, створіть нову кімнату.
lobby-share = Інші приєднуються за цим кодом, посиланням або QR-кодом.
lobby-link = Посилання на цей стіл
lobby-copy = Скопіювати посилання
lobby-copied = Скопійовано
lobby-share-button = Поділитися…
lobby-share-text = Приєднуйся до нашого столу в «Шпигуна»: кімната { $code }
lobby-local-only = Це посилання відкриється лише на цьому комп’ютері: сервер слухає тільки його. Запустіть сервер із SPYFALL_ADDR=0.0.0.0:8080 або вкажіть у SPYFALL_PUBLIC_URL адресу, яку можуть відкрити телефони.
lobby-invite = Запросити ще гравців
lobby-qr-alt = QR-код для входу в кімнату { $code }
lobby-players = Гравці
lobby-seat = Місце { $n }
lobby-host = ведучий
lobby-you = ви
lobby-away = не на зв’язку
lobby-points =
    { $n ->
        [one] { $n } бал
        [few] { $n } бали
        [many] { $n } балів
       *[other] { $n } бала
    }
lobby-start-game = Почати гру
lobby-deal = Роздати карти
lobby-deal-next = Роздати наступний раунд
lobby-waiting-for-deal = Чекаємо, поки { $name } роздасть карти.
lobby-waiting-for-host = Чекаємо на ведучого.
lobby-league-games-played =
    Цей стіл зіграв { $n ->
        [1] свою гру
        [one] свої { $n } гру
        [few] свої { $n } гри
        [many] свої { $n } ігор
       *[other] свої { $n } гри
    } в цьому турі розсадки: чекайте тут на наступну розсадку.
lobby-league-seating-over = Цей тур розсадки завершено: ваш наступний стіл з’явиться, щойно організатор розсадить гравців.
lobby-league-night-finished = Вечір завершено: дякуємо за гру!
lobby-manage = Дії: { $name }
lobby-manage-short = Дії
lobby-heading = За столом
lobby-new-game = Почати нову гру
lobby-confirm-new-game = Почати нову гру? Рахунок цієї гри почнеться з нуля.
lobby-leave = Вийти з-за столу
lobby-kick = Вилучити з-за столу: { $name }
lobby-make-host = Зробити ведучим: { $name }
lobby-move-up = { $name }: на місце вище
lobby-move-down = { $name }: на місце нижче
lobby-bounds = За цим столом грають від { $min } до { $max } гравців.
lobby-join-title = Приєднатися до цього столу
lobby-join-again = Знову сісти за цей стіл
lobby-need-more =
    { $n ->
        [1] Щоб роздати карти, потрібен ще один гравець.
        [one] Щоб роздати карти, потрібен ще { $n } гравець.
        [few] Щоб роздати карти, потрібні ще { $n } гравці.
        [many] Щоб роздати карти, потрібно ще { $n } гравців.
       *[other] Щоб роздати карти, потрібно ще { $n } гравця.
    }
lobby-join-as = Приєднатися
lobby-removed = Ведучий вилучив вас з-за цього столу.
lobby-left = Ви вийшли з-за цього столу.
lobby-wait-next-round = Зараз триває раунд; ви приєднаєтеся до наступного.
lobby-abandon = Завершити цей раунд
lobby-confirm-abandon = Завершити раунд зараз? Балів за нього ніхто не отримає, і до гри він не зарахується.

## round

round-title = Раунд { $n } із { $total }
round-show-card = Показати мою карту
round-hide-card = Сховати мою карту
round-card-hint = Не показуйте свою карту іншим: торкніться, щоб побачити її, і торкніться ще раз, щоб перевернути її сорочкою догори (за кілька секунд вона перевернеться сама).
round-you-are-spy = Ви — шпигун
round-you-are-one-of-two-spies = Ви — один із двох шпигунів
round-spy-hint = З’ясуйте, де ви, раніше, ніж викриють вас.
round-location = Локація
round-role = Роль
round-clock-running = Залишилося часу
round-clock-stopped = Годинник зупинено
round-clock-paused = Пауза
round-pause = Поставити раунд на паузу
round-pause-reason = Чому? (побачать усі)
round-pause-reason-example = Привезли піцу
round-pause-confirm = На паузу
round-paused = Раунд на паузі
round-paused-by = Паузу вмикає: { $name }. Усі годинники стоять.
round-resume = Продовжити раунд
round-alerts = Звук і вібрація
round-alerts-on = увімкнено: сигнал у ваш хід, під час голосування, в останні 10 секунд і коли час вийшов.
round-alerts-off = вимкнено
round-time-left = залишилося { $time }
round-your-turn = Ваша черга: поставте комусь запитання.
round-their-turn = { $name } ставить запитання.
round-ask-whom = Кого ви запитуєте?
round-ask = Запитати: { $name }
round-accuse = Звинуватити
round-accuse-whom = Кого ви ставите на голосування? Це можна зробити раз за раунд.
round-accuse-whom-small = Кого ви звинувачуєте? Звинувачений одразу показує свою карту.
round-accuse-confirm = Звинуватити: { $name }? { $name } одразу покаже свою карту, і раунд завершиться.
round-accuse-one = Звинуватити: { $name }
round-cancel = Скасувати
round-vote-title = { $accuser } звинувачує: { $suspect }.
round-vote-question = { $suspect } — шпигун?
round-vote-yes = Так, засудити
round-vote-no = Ні
round-voted-yes = так
round-voted-no = ні
round-ballots = Голоси
round-your-vote-needed = Потрібен ваш голос.
round-final-voting = Фінальне голосування
round-final-now = Зараз голосуємо: { $name }.
round-final-next = Далі
round-guess = Вгадати локацію
round-guess-pick = Торкніться локації, яку ви називаєте.
round-guess-confirm = Назвати «{ $place }»? Раунд одразу завершиться.
round-confirm = Так, назвати
round-locations = Локації
round-locations-hint = Торкніться локації, щоб викреслити її (лише на цьому телефоні).
round-used = уже була
round-crossed = викреслено
round-suspects = Гравці
round-suspects-hint = Торкніться гравця, щоб позначити: під підозрою; ще раз — поза підозрою; втретє — зняти позначку (лише на цьому телефоні).
round-suspected = під підозрою
round-cleared = поза підозрою
round-unmarked = без позначки
round-log = Що відбувалося
round-log-asked = { $actor } ставить запитання. Відповідає: { $subject }.
round-log-accused = { $actor } звинувачує: { $subject }.
round-log-voted =
    { $vote ->
        [yes] { $actor } голосує «так».
       *[no] { $actor } голосує «ні».
    }
round-log-vote-failed = Голосування щодо { $subject } не пройшло.
round-log-vote-failed-no = Голосування щодо { $subject } не пройшло: проти — { $no }.
round-log-vote-timed-out = Голосування щодо { $subject } не пройшло: вчасно не проголосували — { $missing }, а пропущений голос зараховується як «ні».
round-waiting-for = Чекаємо: { $names }.
round-time-is-up = Час вийшов
round-final-explained = Час вийшов. Кожного по черзі, починаючи з того, хто роздавав, і за годинниковою стрілкою, ставлять на голосування; раунд завершується на першому голосуванні, де всі інші скажуть «так». Шпигун тепер не може вгадувати.
round-log-time-up = Час вийшов.
round-log-final-vote = Фінальне голосування: { $subject }.
round-log-reveal-proposed = { $actor } пропонує відкрити карту в центрі.
round-log-reveal-agreed = { $actor } погоджується її відкрити.
round-log-reveal-refused = { $actor } відмовляється її відкривати.
round-log-reveal-expired = { $actor }: час на відповідь минув.
round-log-guessed = { $actor } називає локацію.
round-log-team-guessed = Шпигун назвав обидві локації.
round-log-first-captain = Перший хід: { $actor }.
round-log-picked = { $actor } бере до команди: { $subject }.
round-log-pick-refused = { $actor } більше не вибирає.
round-log-left = { $actor } виходить з-за столу.
round-log-removed = Ведучий вилучає з-за столу: { $actor }.
round-log-abandoned = Раунд перервано.
round-log-ended-by-organizer = Організатор завершив раунд.
round-log-ended = Раунд завершено.
round-log-paused = { $actor } ставить раунд на паузу.
round-log-paused-reason = { $actor } ставить раунд на паузу: { $reason }
round-log-resumed = { $actor } продовжує раунд.
round-log-other = Щось сталося.
round-not-in-round = Ви не берете участі в цьому раунді; гратимете з наступного.

## table

table-title = Стіл: гравці, ведучий, вихід
table-confirm-remove = Вилучити { $name } з-за столу? Повернутися вже не вийде. Поточний раунд анулюється: балів не отримує ніхто, а раунд вважається зіграним.
table-confirm-host = Зробити { $name } ведучим? Ведучий починає ігри, роздає карти й керує столом.
table-confirm-leave = Вийти з-за столу? Поточний раунд анулюється: балів не отримує ніхто, а раунд вважається зіграним.
table-confirm-leave-lobby = Вийти з-за столу? Повернутися можна за кодом кімнати.
table-now-host = Тепер ви ведучий: ви починаєте ігри, роздаєте карти й керуєте столом.
table-got-it = Зрозуміло

## result

result-title = Раунд завершено
result-spy-was =
    { $count ->
        [one] Шпигун: { $names }.
        [few] Шпигуни: { $names }.
        [many] Шпигуни: { $names }.
       *[other] Шпигуни: { $names }.
    }
result-location-was = Локація: { $place }.
result-indicted-spy = Звинувачено: { $name }, і це справді шпигун.
result-indicted-innocent = Звинувачено: { $name }, але це не шпигун.
result-guessed-right = { $name } називає «{ $place }»: правильно.
result-guessed-wrong = { $name } називає «{ $place }»: неправильно.
result-time-up = Час вийшов.
result-convicted = У фінальному голосуванні засуджено: { $name }.
result-other-ending = Раунд завершено.
result-spies-win = Перемога шпигуна.
result-non-spies-win = Перемога столу.
result-nobody-wins = У цьому раунді ніхто не переміг.
result-points = Бали за раунд
result-standings = Рахунок
result-game-over = Гру завершено.
result-winner = Переможець: { $names }
result-accused-revealed =
    { $spy ->
        [yes] { $accuser } звинувачує: { $accused } — і це шпигун.
       *[no] { $accuser } звинувачує: { $accused } — але це не шпигун.
    }
result-middle-revealed =
    { $card ->
        [spy] Карту в центрі відкрито: це карта шпигуна.
       *[location] Карту в центрі відкрито: це карта локації.
    }
result-middle-was = Карта в центрі: { $card }.
result-spy-card = карта шпигуна
result-cards = Усі карти
result-spy-card-short = шпигун
result-podium = П’єдестал
result-place = { $n }-е місце
result-by-round = Бали за раундами
result-total = Разом
result-spy-picked = Шпигуна взяв до команди капітан { $captain }.
result-spy-not-picked = Шпигуна ніхто не взяв.
result-team-guesses = Шпигун називає: { $guesses }.
result-right = правильно
result-wrong = неправильно
result-no-team-guess = Шпигун не встиг назвати жодної локації.
result-no-conviction = У фінальному голосуванні нікого не засудили.
result-voided = Раунд анульовано.
result-voided-left = Раунд анульовано: { $name } більше немає за столом. Балів не отримує ніхто; раунд вважається зіграним.
result-voided-removed = Раунд анульовано: ведучий вилучив { $name } з-за столу. Балів не отримує ніхто; раунд вважається зіграним.
result-ended-last-round = Усі раунди зіграно.
result-ended-everyone-captained = Усі за столом уже побували капітанами.
result-ended-too-few-players = За столом залишилося менше 7 гравців, а командній грі потрібно 7.
result-abandoned = Ведучий завершив раунд: балів не отримує ніхто, і до гри він не зараховується.
result-abandoned-by-organizer = Організатор перейшов до наступного етапу вечора, поки тривав цей раунд: балів за нього не отримує ніхто.
result-everyone-wins = Перемогли всі.
result-teams-score = Кожен капітан отримує бали за свою команду.
result-history = Раунди цієї гри
result-history-round = Раунд { $n }
result-my-points = ви: { $points }

## nights

nights-title = Вечори ліги
nights-mine = Мої вечори
nights-none = Ви ще не зареєстровані на жоден вечір.
nights-status =
    { $status ->
        [registration] Триває реєстрація
        [seating] Готується розсадка
        [playing] Триває гра
        [finished] Завершено
       *[other] { $status }
    }
nights-join-title = Зареєструватися на вечір
nights-code = Код вечора
nights-join = Зареєструватися
nights-account-needed = Щоб зареєструватися на вечір, потрібен обліковий запис.
nights-claim-title = Гостьовий код
nights-claim-hint = Організатор дав вам код: він під’єднає цей телефон до вечора.
nights-claim-from-slip = Код із вашої картки вже введено: натисніть кнопку.
nights-playing-as = ви граєте як { $name }
nights-claim-code = Ваш код
nights-claim = Використати код
nights-door-title = Відмітитися на сьогоднішній вечір
nights-have-account = Граєте в лізі з обліковим записом?
nights-sign-in = Спершу увійдіть
nights-withdrawn = Вас знято з решти цього вечора.
nights-my-table = Ваш стіл: { $table } (тур розсадки { $round })
nights-wait-seating = Зачекайте тут: ваш стіл з’явиться, щойно організатор розсадить гравців на цей тур.
nights-standings = Підсумки вечора
nights-rounds-played =
    { $n ->
        [one] { $n } раунд
        [few] { $n } раунди
        [many] { $n } раундів
       *[other] { $n } раунду
    }
nights-check-in-hint = Коли прийдете, відмітьтеся: розсаджують лише тих, хто на місці. Ваше ім’я побачать за столом і в таблиці результатів.
nights-check-in = Я тут: відмітитися
nights-sitting-out = Тур розсадки { $round } ви пропускаєте: гравців більше, ніж місць за столами, тож усі відпочивають по черзі. У наступному турі ви граєте знову.
nights-next-seating = Наступна розсадка о { $time }

## rules

rules-title = Як грати
rules-basics = Усі отримують ту саму таємну локацію і роль, крім шпигуна, який не знає, де він. Шпигун намагається не виказати себе або вгадати місце; решта намагаються знайти шпигуна.
rules-questions = Той, чия черга, ставить уголос одне запитання іншому гравцеві. Той, кого запитали, відповідає і запитує наступним, але не того, хто щойно запитав його.
rules-vote = Раз за раунд будь-хто може зупинити годинник і поставити гравця на голосування. Голосують усі інші: якщо всі кажуть «так», гравця засуджено; одне «ні» завершує голосування, і годинник іде далі. Пропущений голос зараховується як «ні».
rules-guess = Поки йде годинник, шпигун може розкритися й назвати локацію (з лицьового боку своєї карти): вгадав — шпигун перемагає; не вгадав — перемагають інші.
rules-time-up-classic = Якщо час вийшов, а нікого не засуджено, перемагає шпигун.
rules-time-up-travel = Коли час виходить, починається фінальне голосування: кожного гравця по черзі, починаючи з того, хто роздавав, ставлять на голосування; раунд завершується на першому голосуванні, де всі інші скажуть «так». Якщо такого не буде, перемагає шпигун.
rules-score-classic = Бали: шпигунові 2, якщо час вийшов, і 4, якщо засуджено не шпигуна або локацію вгадано. Коли перемагають інші — кожному по 1, а тому, хто поставив шпигуна на голосування, яке його засудило, — 2.
rules-score-travel = Бали: шпигунові 2 за перемогу, +2 за вгадану локацію, +2, якщо засуджено не шпигуна. Коли перемагають інші — кожному по 1, +1 тому, хто першим поставив шпигуна на голосування.
rules-small-tables = Коли гравців 2 або 3, одна карта лежить у центрі сорочкою догори: це може бути карта шпигуна, і тоді за столом шпигуна немає. Гравець, який не є шпигуном, може звинуватити іншого, і той одразу показує свою карту. Будь-хто може запропонувати відкрити карту в центрі; усі інші мають погодитися.
rules-two-spies = За цим столом грають два шпигуни. Кожен шпигун знає лише, що він шпигун, але ніколи — хто другий. Засудити будь-якого зі шпигунів — перемога для інших.
rules-team = Командний режим: два капітани, у кожного своя локація. Кожен інший гравець — агент із картою однієї з двох локацій або з картою шпигуна.
rules-team-picks = Капітани вирішують, хто ходить першим. Кожен капітан ставить по одному запитанню кожному ще не вибраному агентові; потім кожен вибирає агента до своєї команди або припиняє вибір на цей раунд.
rules-team-end = Капітан, який вибрав шпигуна, завершує раунд: шпигун розкривається й називає локацію цього капітана, а потім іншу. Якщо шпигуна ніхто не вибрав, він називає обидві.
rules-team-score = Бали: капітанові +1 за кожного агента своєї локації і −1 за кожного агента іншої; капітан, який вибрав шпигуна, балів не отримує. Агентові, якого вибрав капітан його локації, — 1. Шпигунові 1 за те, що його вибрали, і +1 за кожну правильно названу локацію. За гру кожен буває капітаном один раз (або двічі).

## team

team-now-asking = Зараз: капітан { $name } ставить запитання агентам.
team-now-picking = Зараз: капітан { $name } вибирає агента або припиняє вибір.
team-location-of = Локація капітана { $captain }: { $place }.
team-title = Команди
team-you-captain = Ви капітан: поставте запитання агентам, а потім наберіть команду.
team-you-agent = Ви агент: відповідайте капітанам, які набирають команди.
team-captain = Капітан { $name }
team-refused-mark = більше не вибирає
team-nobody-yet = поки нікого
team-unpicked = Ще не вибрані
team-choose-first = Капітани: хто ходить першим?
team-captains-choosing = Капітани вирішують, хто ходить першим.
team-first-is = Перший хід: { $name }
team-pick-whom = Візьміть агента до своєї команди або припиніть вибір.
team-pick = Взяти: { $name }
team-refuse = Більше не вибирати в цьому раунді
team-spy-guessing = { $name } — шпигун і називає обидві локації.
team-guess-title = Назвіть обидві локації
team-guess-for = Торкніться локації капітана { $captain }.
team-guessed = { $captain }: { $place }
team-confirm-guess = Так, назвати ці дві
team-start-again = Почати спочатку

## reveal

reveal-propose = Запропонувати відкрити карту в центрі
reveal-proposed = { $name } пропонує відкрити карту в центрі.
reveal-agreed = Згода
reveal-your-answer = Відкрити її?
reveal-agree = Так, відкрити
reveal-refuse = Ні, граємо далі
reveal-waiting = Чекаємо на відповіді.

## What a player reads when the server refuses or fails, by problem code.

problem-network = Немає зв’язку із сервером: дію не надіслано. Перевірте Wi-Fi і торкніться ще раз.
problem-bad_request = Застосунок надіслав дані, які сервер не зміг прочитати. Перезавантажте сторінку й спробуйте ще раз.
problem-malformed_json = Застосунок надіслав дані, які сервер не зміг прочитати. Перезавантажте сторінку й спробуйте ще раз.
problem-invalid_body = У формі щось не так. Перевірте її та спробуйте ще раз.
problem-unreadable_body = Застосунок надіслав дані, які сервер не зміг прочитати. Перезавантажте сторінку й спробуйте ще раз.
problem-invalid_text = У тексті є символи, які не можна використовувати. Приберіть їх і спробуйте ще раз.
problem-invalid_query = Застосунок надіслав запит, якого сервер не розуміє. Перезавантажте сторінку й спробуйте ще раз.
problem-invalid_if_match = Застосунок надіслав нечитабельну версію. Перезавантажте сторінку й спробуйте ще раз.
problem-invalid_idempotency_key = Застосунок надіслав нечитабельний ключ запиту. Перезавантажте сторінку й спробуйте ще раз.
problem-idempotency_key_reused = Цей запит збігся з одним із попередніх. Спробуйте ще раз.
problem-idempotency_key_in_use = Сервер ще обробляє цей запит. Зачекайте трохи.
problem-payload_too_large = Це задовге, щоб надіслати. Скоротіть і спробуйте ще раз.
problem-body_timeout = З’єднання надто повільне: дані не надійшли вчасно. Спробуйте ще раз.
problem-unsupported_media_type = Застосунок надіслав дані, які сервер не зміг прочитати. Перезавантажте сторінку й спробуйте ще раз.
problem-not_found = Цього не знайдено. Поверніться назад і спробуйте ще раз.
problem-route_not_found = Такої сторінки не існує. Перейдіть на головну.
problem-method_not_allowed = Сервер не дозволяє цього тут. Перезавантажте сторінку й спробуйте ще раз.
problem-rate_limited = Забагато спроб за короткий час. Трохи зачекайте й спробуйте ще раз.
problem-overloaded = Сервер дуже завантажений. Застосунок спробує ще раз за мить.
problem-database_unavailable = Сервер не може зв’язатися зі своєю базою даних. Застосунок спробує ще раз за мить.
problem-not_ready = Сервер запускається. Застосунок спробує ще раз за мить.
problem-internal_error = На сервері щось пішло не так. Спробуйте ще раз.
problem-unauthorized = Ваш сеанс завершився. Введіть своє ім’я ще раз, щоб продовжити.
problem-invalid_credentials = Ім’я користувача й пароль не збігаються. Перевірте їх і спробуйте ще раз.
problem-username_taken = Це ім’я користувача вже зайняте. Виберіть інше.
problem-invalid_username = Ім’я користувача — це від 3 до 32 літер, цифр, крапок, дефісів або знаків підкреслення.
problem-invalid_password = Пароль має містити від 8 до 128 символів.
problem-invalid_display_name = Ім’я має містити від 1 до 32 символів.
problem-already_an_account = У вас уже є обліковий запис.
problem-account_required = Для цього потрібен обліковий запис: спершу зареєструйтеся або увійдіть.
problem-pack_not_found = Такого набору локацій або списку не знайдено: перевірте код.
problem-unknown_pack = Одного з вибраних наборів локацій не існує. Виберіть інші набори.
problem-room_not_found = Кімнати з таким кодом немає. Перевірте код у ведучого.
problem-not_a_member = Ви не за цим столом. Спершу приєднайтеся до нього.
problem-room_full = За цим столом немає вільних місць.
problem-display_name_taken = Хтось за цим столом уже має таке ім’я. Виберіть інше.
problem-kicked_from_room = Ведучий вилучив вас з-за цього столу.
problem-not_host = Це може зробити лише ведучий.
problem-player_not_found = Цього гравця немає за столом.
problem-invalid_seat_order = У порядку місць кожен гравець має бути вказаний рівно один раз.
problem-league_table = Цей стіл належить до вечора ліги; його налаштовує організатор.
problem-room_closed = Цю кімнату закрито, бо в ній довго не грали: створіть нову кімнату.
problem-team_mode_needs_time_travel = Командний режим можливий лише за правилами «Подорож у часі».
problem-two_spies_need_standard_play = Два шпигуни можливі лише у звичайній грі (не в командному режимі).
problem-invalid_pack_selection = Виберіть від 1 до 20 наборів локацій.
problem-invalid_rounds = У грі може бути від 1 до 30 раундів.
problem-invalid_round_minutes = Раунд триває від 1 до 30 хвилин.
problem-invalid_vote_timeout = Голосування триває від 10 до 600 секунд.
problem-invalid_captain_passes = Кожен гравець буває капітаном один або два рази.
problem-invalid_spies = У раунді може бути один або два шпигуни.
problem-no_game = За цим столом ще не почалася жодна гра.
problem-game_over = Цю гру завершено. Ведучий може почати нову.
problem-game_in_progress = Поки триває гра, порядок місць не змінюється. Змініть його до початку наступної гри.
problem-round_in_progress = Зараз триває раунд. Зачекайте, доки він завершиться.
problem-no_round_in_progress = Зараз не триває жоден раунд.
problem-not_dealer = Роздавати карти може лише ведучий або той, хто роздає наступним.
problem-league_table_settings = Стіл ліги зберігає налаштування свого вечора.
problem-league_games_played = Цей стіл уже зіграв свої ігри в цьому турі розсадки. Зачекайте на наступну розсадку.
problem-league_seating_over = Цей тур розсадки завершено: у гравців нові столи.
problem-no_round = Ще не роздано жодного раунду.
problem-round_not_found = Цей раунд не знайдено.
problem-version_mismatch = За столом щойно щось змінилося. Перегляньте ще раз і повторіть.
problem-too_few_players = Для цих правил поки що замало гравців.
problem-too_many_players = Для цих правил забагато гравців.
problem-no_locations_left = Усі локації вибраних наборів у цій грі вже використано.
problem-bad_captains = Не вдалося вибрати капітанів для цього раунду.
problem-round_over = Цей раунд завершено.
problem-not_in_round = Ви не граєте в цьому раунді; ви приєднаєтеся до наступного.
problem-unknown_player = Цього гравця немає в цьому раунді.
problem-not_your_turn = Зараз не ваша черга запитувати.
problem-cannot_ask_yourself = Не можна запитати самого себе.
problem-no_retaliation = Не можна одразу запитати у відповідь того, хто щойно запитав вас.
problem-already_accused_this_round = Ви вже когось звинувачували в цьому раунді.
problem-cannot_accuse_yourself = Не можна звинуватити самого себе.
problem-vote_in_progress = Триває голосування. Зачекайте, доки воно завершиться.
problem-no_vote_open = Зараз немає відкритого голосування.
problem-round_paused = Раунд на паузі. Зачекайте, поки ведучий його продовжить.
problem-round_not_paused = Раунд не на паузі.
problem-invalid_pause_reason = Причина паузи — не довша за 100 символів.
problem-suspect_cannot_vote = Підозрюваний не голосує.
problem-already_voted = Ви вже проголосували.
problem-not_the_spy = Це може зробити лише шпигун.
problem-spy_cannot_guess_while_clock_stopped = Шпигун не може вгадувати, поки годинник зупинено.
problem-unknown_location = Це не одна з локацій цієї гри.
problem-location_already_used = Ця локація вже була раніше в цій грі, тож у цьому раунді вона бути не може. Вгадуйте ще раз.
problem-final_voting_in_progress = Триває фінальне голосування.
problem-spy_cannot_accuse = У цьому варіанті шпигун не може звинувачувати.
problem-not_in_this_variant = За цими правилами такого ходу немає.
problem-reveal_pending = Уже є пропозиція відкрити карту в центрі.
problem-no_reveal_proposal = Ніхто не пропонував відкрити карту в центрі.
problem-already_answered = Ви вже відповіли.
problem-already_proposed_this_round = У цьому раунді вже пропонували відкрити карту в центрі.
problem-first_captain_not_chosen = Капітани ще не вирішили, хто ходить першим.
problem-first_captain_already_chosen = Першого капітана вже вибрано.
problem-not_a_captain = Це може зробити лише капітан.
problem-not_an_unpicked_agent = Цей гравець не належить до агентів, яких ще не вибрали.
problem-already_asked_this_cycle = Ви вже ставили запитання цьому агентові в цьому колі.
problem-wrong_phase = Цей хід не підходить для цього етапу раунду.
problem-night_not_found = Вечора ліги з таким кодом немає. Перевірте код.
problem-not_in_night = Ви не зареєстровані на цей вечір.
problem-not_seated = У цьому турі розсадки у вас ще немає столу.
problem-night_finished = Цей вечір завершено.
problem-claim_not_found = Цей гостьовий код недійсний або вже використаний (код діє лише один раз). Попросіть в організатора новий.

## lists

lists-title = Списки локацій
lists-intro = Складіть власний список локацій, діліться ним за кодом і грайте з ним у своїх кімнатах.
lists-mine = Ваші списки
lists-none = Списків поки немає: створіть свій або відкрийте список за кодом.
lists-yours = створений вами
lists-added = доданий за кодом
lists-new = Створити список
lists-add-title = Відкрити список за кодом
lists-add-code = Код списку
lists-add = Відкрити список
list-count =
    { $count ->
        [one] { $count } локація
        [few] { $count } локації
        [many] { $count } локацій
       *[other] { $count } локації
    }
list-name = Назва списку
list-locations = Локації, по одній у рядку
list-locations-hint = Щонайменше { $min }. Ролі — за бажанням: після двокрапки, через кому, як-от «Пекарня: Пекар, Покупець».
list-save = Зберегти список
list-cancel = Скасувати
list-edit = Змінити список
list-wrong-name = Дайте списку назву.
list-wrong-count = У списку має бути від { $min } до { $max } локацій, по одній у рядку.
list-wrong-twice = Локація у списку двічі, або в її назві немає ні літери, ні цифри.
list-open-title = Список локацій
list-open = Відкрити список
list-by-you = Цей список створили ви: діліться його кодом і змінюйте список, коли захочете.
list-added = Цей список тепер серед ваших: виберіть його, коли створюватимете кімнату.
list-share-title = Поділитися
list-share = Прочитайте код уголос, поділіться посиланням або дайте комусь відсканувати QR-код.
list-code = Код
list-link = Посилання
list-copy = Скопіювати посилання
list-copied = Скопійовано
list-qr-alt = QR-код, що відкриває список { $code }
list-play = Створити кімнату з цим списком

settings-lists = Ваші списки
settings-locations = Локації для гри
settings-locations-all = усі з вибраних наборів
settings-locations-some =
    { $count ->
        [one] вибрано { $count } локацію
        [few] вибрано { $count } локації
        [many] вибрано { $count } локацій
       *[other] вибрано { $count } локації
    }
problem-invalid_pack = Цей список порушує правила: від 8 до 100 локацій, кожна названа один раз, назви до 60 символів.
problem-too_many_packs = У вас уже максимум списків для одного гравця (20): замість нового змініть один із них.
problem-not_pack_maker = Змінювати цей список може лише той, хто його створив.
problem-invalid_location_selection = Виберіть щонайменше 2 локації з вибраних наборів.
settings-labels-location_ids = Локації для гри
setups-title = Збережені налаштування
setups-none = Поки нічого немає: назвіть налаштування нижче, щоб зберегти їх.
setups-name = Назва для цих налаштувань
setups-save = Зберегти ці налаштування
setups-use = Застосувати «{ $name }»
setups-forget = Забути «{ $name }»
setups-from-last = Заповнено налаштуваннями вашої останньої кімнати.
setups-defaults = Почати з типових налаштувань

## The room on a TV (/r/CODE/tv)
tv-join = Приєднуйтеся з телефона: { $url }
tv-waiting = Чекаємо на наступну роздачу
tv-round-over = Раунд { $n } завершено
tv-and-the-spy = А шпигун — це…
tv-sound-on = Увімкнути звук
tv-sound-is-on = Звук увімкнено: сигнал, коли час вийде.
lobby-tv = Будь-хто, хто знає код, може дивитися цей стіл на екрані (телевізорі): { $url }. Там видно лише те, що бачать усі.

## The fair-deal ledger
ledger-spy = Шпигуном: { $n } (у середньому випадково: { $expected })
ledger-column = Шпигуном
ledger-cell = { $n } (≈ { $expected })
ledger-explained = Шпигуном: скільки раундів у гравця була карта шпигуна і (≈) скільки в середньому дав би сам випадок. Роздача випадкова: серія — це везіння.

## A moderator who does not play
settings-moderator = Ведучий не отримує карти й не грає
settings-moderator-hint = Ведучий роздає карти, ставить паузу й завершує раунди без своєї карти та не отримує очок. Хто ведучий на початку гри, модерує її до кінця; за столом тоді 12 гравців і модератор.
settings-labels-moderator = Ведучий не грає
moderator-tag = модератор
moderator-title = Ви модеруєте цю гру
moderator-hint = Без карти й без очок: ви бачите те саме, що телевізор у кімнаті.
