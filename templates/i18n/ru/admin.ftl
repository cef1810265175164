### Админ-панель по-русски (перевод admin.ftl; docs/translating.md).

## layout

admin-brand = Spyfall: админ-панель
admin-sections = Разделы
nav-packs = Наборы
nav-import = Импорт
nav-league = Лига
nav-rooms = Комнаты
nav-lists = Списки игроков
nav-accounts = Учётные записи
admin-log-out = Выйти
admin-language = Язык

## packs (список наборов)

packs-heading = Наборы локаций
packs-new = Новый набор
packs-name = Название
packs-create = Создать набор
packs-from-file = Из файла
# «Загрузите файл набора (.toml) или таблицу из строк location,role в формате CSV (.csv).»
packs-from-file-toml = Загрузите файл набора
packs-from-file-csv = или таблицу из строк
packs-from-file-rows = в формате CSV
packs-import = Импортировать файл
packs-all = Все доступные вам наборы
packs-hint = Встроенные наборы поставляются с сервером и доступны только для чтения: скопируйте набор, чтобы сделать свою версию. Ведущим предлагаются только опубликованные наборы.
packs-col-name = Название
packs-col-status = Статус
packs-col-locations = Локации
packs-col-language = Язык
packs-col-owner = Владелец
packs-col-version = Версия
packs-col-updated = Изменён
packs-copy = Копировать
packs-empty = Наборов пока нет.
packs-created = Набор «{ $name }» создан. Добавьте в него локации, затем опубликуйте.
packs-copy-name = { $name } (копия)
packs-copied = Скопирован как «{ $name }» — ваш черновик.
packs-deleted = Набор «{ $name }» удалён.
packs-delete-stale = Набор изменился после того, как вы попросили его удалить, поэтому он не удалён. Проверьте его и попробуйте ещё раз.
packs-export-format = Экспорт возможен в toml или csv.

## pack (страница набора)

pack-status =
    { $status ->
        [bundled] встроенный
        [published] опубликован
       *[draft] черновик
    }
pack-breadcrumb = Навигационная цепочка
pack-meta-id = id
pack-meta-version = версия { $version }
pack-meta-history = история
pack-meta-locations =
    { $count ->
        [one] { $count } локация
        [few] { $count } локации
        [many] { $count } локаций
       *[other] { $count } локации
    }
pack-meta-language = язык { $language }
pack-meta-owner = владелец { $owner }
pack-download-toml = Скачать .toml
pack-download-csv = Скачать .csv
pack-import-into = Импортировать в этот набор
pack-unpublish = Снять с публикации
pack-publish = Опубликовать
pack-delete = Удалить…
pack-details = Сведения о наборе
pack-name = Название
pack-description = Описание
pack-description-hint = До 500 символов, его видят ведущие.
pack-language = Язык
pack-save-details = Сохранить сведения
pack-languages = Языки
pack-languages-hint = Телефоны показывают каждое название на своём языке, если оно в наборе есть, иначе — на языке набора ({ $language }).
# «Переводы добавляются импортом: файлом набора или CSV-файлом со столбцами location.<lang>,role.<lang> — по паре на каждый язык.»
pack-languages-import = Переводы добавляются импортом: файлом набора или CSV-файлом со столбцами
pack-languages-columns = — по паре на каждый язык.
pack-col-language = Язык
pack-col-named = Локации с названием
pack-col-with-roles = С ролями
pack-col-missing = Не хватает
pack-languages-named = { $named } из { $total }
pack-missing-none = ничего
pack-locations = Локации
pack-no-locations = Локаций пока нет.
pack-add-first = Добавьте первую ниже.
pack-role-count =
    { $count ->
        [one] { $count } роль
        [few] { $count } роли
        [many] { $count } ролей
       *[other] { $count } роли
    }
pack-not-translated = Нет перевода: { $languages }
pack-more-languages =
    { $count ->
        [one] Ещё на { $count } языке
       *[other] Ещё на { $count } языках
    }
pack-roles-not-translated = (роли не переведены)
pack-edit-location = Изменить
pack-move-up = Выше
pack-move-up-label = Поднять «{ $name }» выше
pack-move-down = Ниже
pack-move-down-label = Опустить «{ $name }» ниже
pack-delete-location-ask = Удалить локацию «{ $name }»?
pack-delete-location-label = Удалить «{ $name }»
pack-delete-location = Удалить
pack-add-location-heading = Новая локация
pack-location-name = Название локации
pack-roles = Роли, по одной в строке
pack-roles-hint = От 1 до 20 ролей в порядке колоды: в раунде на n игроков раздаются первые n-1.
pack-add-location = Добавить локацию
pack-stale = Набор изменился (в другой вкладке или у кого-то другого) после того, как открылась эта страница, поэтому ваше изменение не сохранено. Вот набор в его нынешнем виде.
pack-read-only-bundled = Встроенные наборы доступны только для чтения. Скопируйте набор и изменяйте копию.
pack-read-only = Изменять набор могут только его владелец и администратор.
pack-details-saved = Сведения сохранены.
pack-published = Опубликован: теперь ведущие могут выбрать этот набор.
pack-unpublished = Снят с публикации: ведущие больше не могут выбрать этот набор; в уже начатых играх он остаётся.
pack-delete-title = Удалить «{ $name }»?
pack-delete-text =
    Набор и { $count ->
        [one] его { $count } локация исчезнут
        [few] его { $count } локации исчезнут
        [many] его { $count } локаций исчезнут
       *[other] его { $count } локации исчезнут
    } навсегда. В уже начатых играх остаётся своя копия; комнатам, выбравшим этот набор, придётся выбрать другой перед следующей игрой. Скачайте набор заранее, если он может понадобиться снова.
pack-delete-confirm = Удалить набор
pack-delete-keep = Оставить

## location (страница локации)

location-edit = Изменить локацию
location-crumb = локация
location-save = Сохранить локацию
location-cancel = Отмена
location-added = Локация «{ $name }» добавлена.
location-saved = Локация «{ $name }» сохранена.
location-moved = Локация перемещена.
location-deleted = Локация удалена.
location-move-direction = Локацию можно переместить только выше или ниже.

## history (история набора)

history-title = История: { $name }
history-crumb = история
history-heading = История набора «{ $name }»
history-meta = Сейчас версия { $version }. Здесь каждое сохранение, сделанное в панели; восстановленная прежняя версия сохраняется заново как новая.
history-col-version = Версия
history-col-saved = Сохранена
history-col-by = Кем
history-col-what = Что изменилось
history-now = текущая
history-restore = Восстановить…
history-empty = Версий пока нет: история начнётся со следующего сохранения набора в панели (у встроенных наборов, которые поставляются с сервером, истории нет).
history-restore-title = Восстановить версию { $version } набора «{ $name }»?
history-restore-text = Набор станет таким, каким был в версии { $version }, и сохранится как версия { $next }: история хранит все версии, так что и это можно будет отменить.
history-restore-same = Она совпадает с нынешним набором: восстановление ничего не изменит.
history-restore-confirm = Восстановить версию { $version }
history-cancel = Отмена
history-restored = Версия { $version } восстановлена.
history-restore-stale = Набор изменился после показа подтверждения, поэтому ничего не восстановлено. Вот его история в нынешнем виде.
history-restore-refused = В той версии нет ни одной локации, а в опубликованном наборе должна быть хотя бы одна: сначала снимите набор с публикации.

## import (загрузка файла и предпросмотр)

import-heading = Импорт файла набора
import-file = Файл
# «Файл набора (.toml, в том виде, в каком его скачивают со страницы набора) или .csv со строками
# location,role, по одной роли в строке в порядке колоды, с заголовком location,role или без
# него (…); для переводов нужно ещё по два столбца на язык с заголовками location.ru,role.ru.»
import-hint-toml = Файл набора
import-hint-downloaded = в том виде, в каком его скачивают со страницы набора
import-hint-or = или
import-hint-rows-of = со строками
import-hint-one-role = по одной роли в строке в порядке колоды, с заголовком
import-hint-header = или без него (через запятую, точку с запятой или табуляцию — как сохраняют таблицы); для переводов нужно ещё по два столбца на каждый язык с заголовками
import-into = Куда
import-new-pack = В новый набор
import-target = «{ $name }» ({ $id })
import-mode = В ваш набор
import-append = Добавить локации из файла к локациям набора
import-append-note = (локация, которая в наборе уже есть, получит роли из файла; ничего не удаляется)
import-replace = Заменить локации набора локациями из файла
import-replace-note = (локации, которых нет в файле, удаляются)
import-name = Название нового набора (только для CSV-файлов)
import-preview-button = Предпросмотр импорта
import-nothing-saved = Ничего не сохраняется, пока вы не подтвердите предпросмотр.
import-choose-file = Выберите файл для импорта.
import-preview = Предпросмотр импорта
import-breadcrumb = Навигационная цепочка
import-preview-crumb = предпросмотр
import-into-new = → новый набор
import-into-append = → набор «{ $name }», с добавлением к его локациям (ничего не удаляется)
import-into-replace = → набор «{ $name }», с заменой его локаций локациями из файла
import-problems =
    { $count ->
        [one] В файле { $count } ошибка
        [few] В файле { $count } ошибки
        [many] В файле { $count } ошибок
       *[other] В файле { $count } ошибки
    }; ничего не сохранено
import-choose-another = Выбрать другой файл
import-changes = Что изменится
import-unchanged = Файл совпадает с набором в нынешнем виде: импорт ничего не изменит.
import-button-new = Импортировать
import-button-append = Добавить в набор
import-button-replace = Заменить локации
import-cancel = Отмена
import-id-taken = Набор с id «{ $id }» уже есть; новый набор получит id «{ $free }».
import-problem-line = Строка { $line }: { $message }
import-csv-needs-name = В CSV-файле нет названия набора: дайте новому набору название ({ $reason }).
import-set-name = Задать название «{ $to }»
import-set-description = Задать описание «{ $to }»
import-set-language = Задать язык «{ $to }»
import-change-name = Изменить название с «{ $from }» на «{ $to }»
import-change-description = Изменить описание с «{ $from }» на «{ $to }»
import-change-language = Изменить язык с «{ $from }» на «{ $to }»
import-add-location =
    Добавить локацию «{ $location }» ({ $roles ->
        [one] { $roles } роль
        [few] { $roles } роли
        [many] { $roles } ролей
       *[other] { $roles } роли
    })
import-remove-location = Удалить локацию «{ $location }»
import-roles-changed = Изменить «{ $location }»: { $roles }
import-roles = роли { $from } → { $to }
import-translations-changed = Изменить «{ $location }» на языках: { $languages }
import-pack-translations-changed = Изменить название или описание набора на языках: { $languages }
import-reordered = Расставить локации в порядке файла
import-imported =
    Импортирован набор «{ $name }»: { $count ->
        [one] { $count } локация
        [few] { $count } локации
        [many] { $count } локаций
       *[other] { $count } локации
    }, черновик.
import-stale = Набор изменился после предпросмотра, поэтому ничего не импортировано. Загрузите файл ещё раз, чтобы увидеть новый предпросмотр.
import-added =
    Локации из файла добавлены в «{ $name }»: теперь в нём { $count ->
        [one] { $count } локация
        [few] { $count } локации
        [many] { $count } локаций
       *[other] { $count } локации
    }.
import-replaced =
    Локации набора «{ $name }» заменены локациями из файла: { $count ->
        [one] { $count } локация
        [few] { $count } локации
        [many] { $count } локаций
       *[other] { $count } локации
    }.
import-read-only = Импортировать можно только в свой набор: встроенные наборы доступны только для чтения.
import-unreadable = Не удалось прочитать загрузку: { $error }.
import-too-large = Файл больше { $kb } КБ, а файл набора намного меньше.
import-not-utf8 = Файл не является текстом в UTF-8.

## lists (списки, составленные игроками)

lists-meta = Списки локаций, которые игроки составили за своими столами и которыми делятся по коду; сначала новые. Снимите список, чтобы его больше не открывали и не раздавали; скопируйте его в свои наборы, чтобы изменить и опубликовать.
lists-col-list = Список
lists-col-code = Код
lists-col-maker = Автор
lists-col-locations = Локации
lists-col-readers = Открыли
lists-col-made = Создан
lists-copy = Копировать в мои наборы
lists-taken-down-at = Снят { $at }
lists-take-down = Снять
lists-empty = Игроки пока не составили ни одного списка.
lists-deleted-maker = (удалён)
lists-take-down-title = Снять список «{ $name }»?
lists-take-down-text = Никто больше не откроет его по коду { $code }, и ни одна комната не будет его раздавать: комнаты, выбравшие его, играют другими своими наборами, а комнату без других наборов попросят выбрать набор перед следующей игрой. В уже начатых играх остаётся своя копия. Вернуть список нельзя; если хотите его сохранить, сначала скопируйте его в свои наборы.
lists-take-down-confirm = Снять список
lists-leave-up = Оставить
lists-taken-down = Список снят.
lists-take-down-stale = Список изменился после вашего запроса или уже снят; ничего не сделано. Проверьте его и попробуйте ещё раз.
lists-copied = Скопирован как «{ $name }» — ваш черновик.

## rooms (текущие комнаты)

rooms-heading = Текущие комнаты
rooms-meta = Комнаты с игроками (сначала недавно активные) по состоянию на { $time }. На этой странице не видно ни локации раунда, ни ролей, ни шпиона.
rooms-refresh = Обновить
rooms-col-room = Комната
rooms-col-players = Игроки
rooms-col-host = Ведущий
rooms-col-game = Игра
rooms-col-phase = Этап
rooms-col-clock = Время
rooms-col-updated = Последнее изменение
rooms-empty = Сейчас ни в одной комнате нет игроков.
rooms-lobby = лобби
rooms-game = игра { $game }
rooms-round = раунд { $round } из { $total }
rooms-game-over = игра окончена
rooms-waiting = ждёт раздачи
rooms-phase =
    { $phase ->
        [playing] идёт раунд
        [voting] голосование
        [final_voting] финальное голосование
        [team_questions] вопросы капитанов
        [team_picking] выбор агентов
        [team_spy_guess] шпион называет локации
        [over] раунд окончен
       *[other] { $phase }
    }
rooms-left = осталось { $time }
rooms-due = время вышло

## accounts (учётные записи панели и удаление данных игрока)

accounts-new = Новая учётная запись
accounts-username = Имя пользователя
accounts-password = Пароль
accounts-password-hint = От 10 до 128 символов. Сообщите его организатору лично.
accounts-role = Роль
accounts-role-organizer = Организатор: свои наборы
accounts-role-admin = Администратор: всё, включая учётные записи
accounts-create = Создать учётную запись
accounts-erase-heading = Удалить данные игрока
accounts-erase-hint = Когда игрок просит удалить его данные: его токены, его имя во всех комнатах и вечерах лиги и его учётную запись. Подтверждение — на следующей странице.
accounts-erase-username = Имя пользователя игрока
accounts-erase-button = Удалить его данные…
accounts-col-username = Имя пользователя
accounts-col-role = Роль
accounts-col-packs = Наборы
accounts-col-since = Создана
accounts-col-status = Статус
accounts-you = (вы)
accounts-disabled = отключена
accounts-active = активна
accounts-enable = Включить
accounts-disable = Отключить
accounts-role-name =
    { $role ->
        [admin] администратор
        [organizer] организатор
       *[other] { $role }
    }
accounts-created = Учётная запись «{ $username }» создана ({ $role }).
accounts-taken = Это имя пользователя уже занято.
accounts-choose-role = Выберите роль: администратор или организатор.
accounts-own = Нельзя отключить собственную учётную запись.
accounts-disabled-done = Учётная запись отключена; её сеансы завершены.
accounts-enabled-done = Учётная запись включена.
accounts-erase-title = Удалить данные игрока «{ $username }»?
accounts-erase-text = Токены игрока сразу отзываются, его имя исчезает из всех комнат и вечеров лиги (вместо него — «Удалённый игрок …»), а учётная запись удаляется: войти он больше не сможет.
accounts-erase-kept = Сыгранные им раунды и результаты лиги сохраняют свои очки под этим именем, чтобы результаты других игроков оставались верными. Это нельзя отменить.
accounts-erase-confirm = Удалить его данные
accounts-erase-cancel = Отмена
accounts-erased = Данные игрока «{ $username }» удалены ({ $counts }).
accounts-erased-counts =
    { $tokens ->
        [one] отозван { $tokens } токен
        [few] отозвано { $tokens } токена
        [many] отозвано { $tokens } токенов
       *[other] отозвано { $tokens } токена
    }, { $names ->
        [one] убрано { $names } имя
        [few] убрано { $names } имени
        [many] убрано { $names } имён
       *[other] убрано { $names } имени
    }
accounts-no-such-player = Нет учётной записи игрока с именем «{ $username }».
accounts-erase-staff = «{ $username }» — учётная запись админ-панели: отключите её на странице учётных записей.

## login (вход)

login-title = Вход
login-intro = Для организаторов и администраторов. Игроки пользуются приложением.
login-username = Имя пользователя
login-password = Пароль
login-button = Войти
login-wrong = Неверное имя пользователя или пароль.
login-welcome = Вы вошли как { $username }.
login-logged-out = Вы вышли.

## confirm (страница подтверждения)

confirm-breadcrumb = Навигационная цепочка
confirm-crumb = подтверждение

## errors (error pages and refused forms)

error-not-allowed = Нет доступа
error-not-found = Не найдено
error-not-found-text = Такой страницы нет, или она не для вас.
error-bad-request = Неверный запрос
error-too-many = Слишком много попыток
error-too-many-text = Слишком много неудачных попыток входа. Попробуйте снова через { $minutes ->
        [one] { $minutes } минуту
        [few] { $minutes } минуты
       *[other] { $minutes } минут
    }.
error-unavailable = База данных недоступна
error-unavailable-text = Сервер сейчас не может связаться со своей базой данных; ничего не изменено. Обновите страницу через несколько секунд.
error-internal = Что-то пошло не так
error-internal-text = Сервер не смог выполнить запрос; ничего не изменено. Попробуйте ещё раз.
error-unfinished = Сервер не смог выполнить запрос; ничего не изменено.
error-unusable = Запрос не удалось использовать: { $error }.
error-other-site = Эта форма отправлена не со страницы этого сервера, поэтому ничего не изменено.
error-method = { $path } не принимает { $method }; принимает { $allow }.
error-nul = Текст не может содержать символ NUL.
error-back = К наборам
session-admins-only = Учётными записями управляет только администратор.
session-form-cut = Форма слишком большая или пришла не полностью.
session-form-incomplete = Форма заполнена не полностью: { $error }.
session-forged = Токен безопасности этой формы отсутствует или устарел, поэтому ничего не изменено. Обновите страницу и попробуйте снова.

## pack rules (validation of packs, locations, roles, files)
# Части фраз: предпросмотр импорта ставит их после «Строка 3: », редактор делает из них
# предложения. $what: location, role или name (название набора); $named: no, когда
# ошибочно само название локации.

pack-rule-empty =
    { $what ->
        [location] название локации не должно быть пустым
        [role] роль не должна быть пустой
       *[name] название не должно быть пустым
    }
pack-rule-too-long =
    { $what ->
        [location] название локации
        [role] роль
       *[name] название
    } «{ $value }» длиннее { $max ->
        [one] { $max } символа
        [few] { $max } символов
        [many] { $max } символов
       *[other] { $max } символа
    }
pack-rule-control =
    { $what ->
        [location] в названии локации
        [role] в роли
       *[name] в названии
    } не должно быть управляющих символов
pack-rule-id =
    id должен состоять из символов a-z, 0-9 и «-», от 1 до { $max ->
        [one] { $max } символа
        [few] { $max } символов
        [many] { $max } символов
       *[other] { $max } символа
    }
pack-rule-description-too-long =
    описание длиннее { $max ->
        [one] { $max } символа
        [few] { $max } символов
        [many] { $max } символов
       *[other] { $max } символа
    }
pack-rule-description-control = в описании не должно быть управляющих символов
pack-rule-language-tag = язык должен быть языковым тегом, например «en» или «pt-BR»
pack-rule-no-locations = в наборе должна быть хотя бы одна локация
pack-rule-too-many-locations =
    в наборе может быть не больше { $max ->
        [one] { $max } локации
        [few] { $max } локаций
        [many] { $max } локаций
       *[other] { $max } локации
    } (в этом — { $count })
pack-rule-location-twice = локация «{ $name }» встречается в наборе дважды
pack-rule-roles-count =
    { $named ->
        [no] у локации
       *[yes] у локации «{ $location }»
    } должно быть от 1 до { $max ->
        [one] { $max } роли
        [few] { $max } ролей
        [many] { $max } ролей
       *[other] { $max } роли
    } (сейчас — { $count })
pack-rule-location-translated-twice =
    { $named ->
        [no] у локации
       *[yes] у локации «{ $location }»
    } два перевода на язык { $language }
pack-rule-translated-roles =
    { $named ->
        [no] у локации
       *[yes] у локации «{ $location }»
    } { $count ->
        [one] { $count } роль
        [few] { $count } роли
        [many] { $count } ролей
       *[other] { $count } роли
    }, а на языке { $language } — { $translated }: переведите каждую, в том же порядке
pack-rule-pack-translated-twice = у набора два перевода на язык { $language }
pack-rule-own-language = «{ $language }» — собственный язык набора: его названия переводить не нужно
pack-rule-names-clash = на языке { $language } и «{ $first }», и «{ $later }» назывались бы «{ $shown }»
# $error — слова самого TOML-парсера (по-английски).
pack-rule-toml = ошибка TOML: { $error }
pack-rule-csv-unreadable = строку не удалось прочитать: { $error }
pack-rule-csv-header = после location,role в заголовке идут по два столбца на язык, location.<lang> и role.<lang> (а не «{ $columns }»)
pack-rule-csv-two-fields =
    в строке должно быть два поля, локация и роль (в этой — { $count ->
        [one] { $count } поле
        [few] { $count } поля
        [many] { $count } полей
       *[other] { $count } поля
    })
pack-rule-csv-fields =
    в строке должно быть { $fields ->
        [one] { $fields } поле
        [few] { $fields } поля
        [many] { $fields } полей
       *[other] { $fields } поля
    }, как в заголовке (в этой — { $count })
pack-rule-csv-empty = в файле нет строк location,role
pack-rule-append-too-many =
    вместе с локациями из файла в наборе будет { $total ->
        [one] { $total } локация
        [few] { $total } локации
        [many] { $total } локаций
       *[other] { $total } локации
    } (сейчас { $count }), а больше { $max } быть не может: замените локации вместо добавления или сначала удалите часть
# Предложения редактора.
pack-rule-full =
    В наборе может быть не больше { $max ->
        [one] { $max } локации
        [few] { $max } локаций
        [many] { $max } локаций
       *[other] { $max } локации
    }.
pack-rule-location-taken = В наборе уже есть локация «{ $name }».
pack-rule-no-roles = Дайте локации хотя бы одну роль.
pack-rule-too-many-roles =
    У локации может быть не больше { $max ->
        [one] { $max } роли
        [few] { $max } ролей
        [many] { $max } ролей
       *[other] { $max } роли
    }; в этом списке { $count ->
        [one] { $count } роль
        [few] { $count } роли
        [many] { $count } ролей
       *[other] { $count } роли
    }.
pack-rule-publish-empty = Чтобы опубликовать набор, добавьте в него хотя бы одну локацию.
pack-rule-published-keeps-location = В опубликованном наборе должна остаться хотя бы одна локация: сначала снимите набор с публикации.
# Список локаций, составленный игроком за столом (API отвечает на них по-английски).
pack-rule-list-name =
    В названии списка должно быть от 1 до { $max ->
        [one] { $max } символа
        [few] { $max } символов
        [many] { $max } символов
       *[other] { $max } символа
    }, без управляющих символов.
pack-rule-list-language = «{ $language }» — не языковой тег вроде en или pt-br.
pack-rule-list-size =
    В списке должно быть от { $min } до { $max ->
        [one] { $max } локации
        [few] { $max } локаций
        [many] { $max } локаций
       *[other] { $max } локации
    } (в этом — { $count }).
pack-rule-list-no-letter = В названии «{ $name }» нужна хотя бы одна буква или цифра.
pack-rule-list-twice = «{ $name }» встречается в списке дважды.
pack-rule-list-location-name =
    Локации № { $number } нужно название от 1 до { $max ->
        [one] { $max } символа
        [few] { $max } символов
        [many] { $max } символов
       *[other] { $max } символа
    }, без управляющих символов.
pack-rule-list-roles =
    У локации «{ $name }» больше { $max ->
        [one] { $max } роли
        [few] { $max } ролей
        [many] { $max } ролей
       *[other] { $max } роли
    }.
pack-rule-list-role-name =
    Каждая роль локации «{ $name }» должна быть длиной от 1 до { $max ->
        [one] { $max } символа
        [few] { $max } символов
        [many] { $max } символов
       *[other] { $max } символа
    }, без управляющих символов.

## accounts rules

account-rule-username = Имя пользователя — от 3 до 32 символов: a-z, 0-9, «_», «.» и «-».
account-rule-password = Пароль — от 10 до 128 символов.
