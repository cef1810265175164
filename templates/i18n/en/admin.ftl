### The admin panel in English: the source the panel's other languages translate, and
### the fallback for any message a language lacks (docs/translating.md). The league's
### pages (seasons, nights) are in admin-league.ftl.

## layout

admin-title = { $page } · Spyfall admin
admin-brand = Spyfall admin
admin-sections = Sections
nav-packs = Packs
nav-import = Import
nav-league = League
nav-rooms = Rooms
nav-lists = Players' lists
nav-accounts = Accounts
admin-log-out = Log out
admin-language = Language
