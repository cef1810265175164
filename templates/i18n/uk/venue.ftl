### Проєктор і роздруківки українською (переклад en/venue.ftl; docs/translating.md).

## projector

projector-title = { $night } · таблиця
projector-round = тур розсадки { $round } з { $total }
projector-not-seated = столи ще не розсаджено
projector-final = підсумкова таблиця
projector-reconnecting = Перепідключення… таблиця станом на { $time }.
projector-join = Вхід: код
projector-page = Сторінка { $page } з { $pages }
projector-updated = Оновлено о { $time }
projector-next-page = наступна сторінка за { $seconds } с
projector-refreshes = оновлюється кожні { $seconds } с
projector-countdown = Наступний тур розсадки о { $time } (за { $minutes } хв)
projector-missing-title = Не знайдено
projector-missing = За цією адресою немає вечора. Попросіть в організатора посилання для проєктора.
projector-reconnecting-title = Перепідключення…
projector-reconnecting-soon = Перепідключення… таблиця повернеться сама.

## standings (projector and night sheet)

standings-heading = Таблиця
standings-final-heading = Підсумкова таблиця
standings-player = Гравець
standings-points = Очки
standings-rounds = Раунди
standings-rounds-hint = Зіграно раундів
standings-spy-wins = Перемоги шпигуном
standings-spy-wins-hint = Раунди, виграні шпигуном
standings-caught = Викрито шпигунів
standings-caught-hint = Викриті шпигуни
standings-empty = Гравців поки немає.
standings-note = За рівності очок вищий той, хто має більше перемог шпигуном, потім більше викритих шпигунів, потім особисті зустрічі; «=» означає спільне місце. Пропущені раунди (запізнення, вихід, пропуск туру) очок не дають.

## tables

tables-heading = Столи
table-number = Стіл { $number }
tables-not-seated = Організатор ще не розсадив цей тур.
tables-sitting-out = Пропускають цей тур: { $names }

## a table's progress

progress-left = { $phase } · лишилося { $clock }
progress-waiting = чекає на першу гру
progress-game-over = гру завершено
progress-between = між раундами
phase-playing = запитання
phase-voting = голосування
phase-final_voting = фінальне голосування
phase-team_questions = запитання капітанів
phase-team_picking = капітани обирають
phase-team_spy_guess = здогадка шпигуна
phase-other = триває раунд

## printouts

print-back = ← назад до вечора
print-language = Мова
cards-title = { $night } · картки столів
cards-toolbar = Роздрукуйте цю сторінку: по картці на стіл.
cards-round = { $night } · тур розсадки { $round }
cards-scan = Скануйте, щоб відкрити цей стіл у застосунку
cards-none = Жоден тур розсадки ще не підтверджено: картки друкуються, коли столи мають кімнати.
slips-title = { $night } · листки з кодами
slips-toolbar = Роздрукуйте цю сторінку, розріжте по лініях і дайте кожному гостю без запису його листок.
slips-scan = Наведіть камеру телефона на квадрат і натисніть кнопку під своїм кодом: результати цього вечора стануть вашими.
slips-no-camera = Немає камери? Відкрийте цю адресу та введіть свій код:
slips-none = Ніхто з гостей без запису не чекає на своє місце: гості, додані на сторінці вечора, отримують листок тут.
sheet-title = { $night } · аркуш вечора
sheet-toolbar = Роздрукуйте цю сторінку.
sheet-printed = { $season } · надруковано { $time }
sheet-join = Увійдіть із кодом { $code } на { $url } і відмітьтеся.
sheet-round = Тур розсадки { $round }
sheet-table = Стіл { $number } · { $code }
sheet-sitting-out = Пропускають: { $names }
