### Админ-панель по-русски (перевод admin.ftl; docs/translating.md).

## layout

admin-title = { $page } · Spyfall: админ-панель
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
