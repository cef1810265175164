### Проектор и распечатки по-русски (перевод en/venue.ftl; docs/translating.md).

## projector

projector-title = { $night } · таблица
projector-round = тур рассадки { $round } из { $total }
projector-not-seated = столы ещё не рассажены
projector-final = итоговая таблица
projector-reconnecting = Переподключаемся… таблица по состоянию на { $time }.
projector-join = Вход: код
projector-page = Страница { $page } из { $pages }
projector-updated = Обновлено в { $time }
projector-next-page = следующая страница через { $seconds } с
projector-refreshes = обновляется каждые { $seconds } с
projector-countdown = Следующий тур рассадки в { $time } (через { $minutes } мин)
projector-missing-title = Не найдено
projector-missing = По этому адресу нет вечера. Попросите у организатора ссылку для проектора.
projector-reconnecting-title = Переподключаемся…
projector-reconnecting-soon = Переподключаемся… таблица вернётся сама.

## standings (projector and night sheet)

standings-heading = Таблица
standings-final-heading = Итоговая таблица
standings-player = Игрок
standings-points = Очки
standings-rounds = Раунды
standings-rounds-hint = Сыграно раундов
standings-spy-wins = Победы шпионом
standings-spy-wins-hint = Раунды, выигранные шпионом
standings-caught = Поймано шпионов
standings-caught-hint = Разоблачённые шпионы
standings-empty = Игроков пока нет.
standings-note = При равенстве очков выше тот, у кого больше побед шпионом, затем больше пойманных шпионов, затем личные встречи; «=» означает общее место. Пропущенные раунды (опоздание, уход, пропуск тура) очков не дают.

## tables

tables-heading = Столы
table-number = Стол { $number }
tables-not-seated = Организатор ещё не рассадил этот тур.
tables-sitting-out = Пропускают этот тур: { $names }

## a table's progress

progress-left = { $phase } · осталось { $clock }
progress-waiting = ждёт первой игры
progress-game-over = игра окончена
progress-between = между раундами
phase-playing = вопросы
phase-voting = голосование
phase-final_voting = финальное голосование
phase-team_questions = вопросы капитанов
phase-team_picking = капитаны выбирают
phase-team_spy_guess = догадка шпиона
phase-other = идёт раунд

## printouts

print-back = ← назад к вечеру
print-language = Язык
cards-title = { $night } · карточки столов
cards-toolbar = Распечатайте эту страницу: по карточке на стол.
cards-round = { $night } · тур рассадки { $round }
cards-scan = Отсканируйте, чтобы открыть этот стол в приложении
cards-none = Ни один тур рассадки ещё не подтверждён: карточки печатаются, когда у столов есть комнаты.
slips-title = { $night } · листки с кодами
slips-toolbar = Распечатайте эту страницу, разрежьте по линиям и раздайте каждому гостю без записи его листок.
slips-scan = Наведите камеру телефона на квадрат и нажмите кнопку под своим кодом: результаты этого вечера станут вашими.
slips-no-camera = Нет камеры? Откройте этот адрес и введите свой код:
slips-none = Никто из гостей без записи не ждёт своего места: гости, добавленные на странице вечера, получают листок здесь.
sheet-title = { $night } · лист вечера
sheet-toolbar = Распечатайте эту страницу.
sheet-printed = { $season } · напечатано { $time }
sheet-join = Войдите с кодом { $code } на { $url } и отметьтесь.
sheet-round = Тур рассадки { $round }
sheet-table = Стол { $number } · { $code }
sheet-sitting-out = Пропускают: { $names }
