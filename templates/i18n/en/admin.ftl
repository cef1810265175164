### The admin panel in English: the source the panel's other languages translate, and
### the fallback for any message a language lacks (docs/translating.md). The league's
### pages (seasons, nights) are in admin-league.ftl.

## layout

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

## packs (the list of packs)

packs-heading = Location packs
packs-new = New pack
packs-name = Name
packs-create = Create pack
packs-from-file = From a file
# "Bring a pack file (.toml) or a spreadsheet of location,role rows (.csv)."
packs-from-file-toml = Bring a pack file
packs-from-file-csv = or a spreadsheet of
packs-from-file-rows = rows
packs-import = Import a file
packs-all = All packs you can see
packs-hint = Bundled packs come with the server and are read-only: copy one to make your own version. Only published packs are offered to hosts.
packs-col-name = Name
packs-col-status = Status
packs-col-locations = Locations
packs-col-language = Language
packs-col-owner = Owner
packs-col-version = Version
packs-col-updated = Updated
packs-copy = Copy
packs-empty = No packs yet.
packs-created = Pack '{ $name }' created. Add its locations, then publish it.
# The name a copy of a pack gets (it can be renamed).
packs-copy-name = { $name } (copy)
packs-copied = Copied as '{ $name }', a draft of yours.
packs-deleted = Pack '{ $name }' deleted.
packs-delete-stale = The pack changed since you asked to delete it; it was not deleted. Look it over and try again.
packs-export-format = Export as toml or csv.

## pack (a pack's page)

# A pack's status, as its badge shows it.
pack-status =
    { $status ->
        [bundled] bundled
        [published] published
       *[draft] draft
    }
pack-breadcrumb = Breadcrumb
pack-meta-id = id
pack-meta-version = version { $version }
pack-meta-history = history
pack-meta-locations =
    { $count ->
        [one] { $count } location
       *[other] { $count } locations
    }
pack-meta-language = language { $language }
pack-meta-owner = owner { $owner }
pack-download-toml = Download .toml
pack-download-csv = Download .csv
pack-import-into = Import into this pack
pack-unpublish = Unpublish
pack-publish = Publish
pack-delete = Delete…
pack-details = Details
pack-name = Name
pack-description = Description
pack-description-hint = Up to 500 characters, shown to hosts.
pack-language = Language
pack-save-details = Save details
pack-languages = Languages
pack-languages-hint = Phones see each name in their own language where the pack has it, else in the pack's ({ $language }).
# "Translations come in with an import: a pack file, or a CSV file with location.<lang>,role.<lang> columns."
pack-languages-import = Translations come in with an import: a pack file, or a CSV file with
pack-languages-columns = columns.
pack-col-language = Language
pack-col-named = Locations named
pack-col-with-roles = With their roles
pack-col-missing = Missing
pack-languages-named = { $named } of { $total }
pack-missing-none = none
pack-locations = Locations
pack-no-locations = No locations yet.
pack-add-first = Add the first one below.
pack-role-count =
    { $count ->
        [one] { $count } role
       *[other] { $count } roles
    }
pack-not-translated = Not translated into { $languages }
pack-more-languages =
    { $count ->
        [one] In { $count } more language
       *[other] In { $count } more languages
    }
pack-roles-not-translated = (roles not translated)
pack-edit-location = Edit
pack-move-up = Move up
pack-move-up-label = Move { $name } up
pack-move-down = Move down
pack-move-down-label = Move { $name } down
pack-delete-location-ask = Delete the location { $name }?
pack-delete-location-label = Delete { $name }
pack-delete-location = Delete
pack-add-location-heading = Add a location
pack-location-name = Location name
pack-roles = Roles, one per line
pack-roles-hint = 1 to 20 roles in deck order: a round for n players deals the first n-1.
pack-add-location = Add location
pack-stale = This pack was changed (in another tab, or by someone else) since this page was loaded, so your change was not saved. Here is the pack as it is now.
pack-read-only-bundled = Bundled packs are read-only. Copy the pack to edit the copy.
pack-read-only = Only the pack's owner or an admin may change it.
pack-details-saved = Details saved.
pack-published = Published: hosts can now choose this pack.
pack-unpublished = Unpublished: hosts can no longer choose this pack; games already started keep it.
pack-delete-title = Delete “{ $name }”?
pack-delete-text =
    The pack and its { $count ->
        [one] { $count } location
       *[other] { $count } locations
    } will be gone for good. Games already started keep their own copy; lobbies that chose this pack will have to choose another before their next game. Download it first if you may want it back.
pack-delete-confirm = Delete the pack
pack-delete-keep = Keep it

## location (a location's page)

location-edit = Edit location
location-crumb = location
location-save = Save location
location-cancel = Cancel
location-added = Location '{ $name }' added.
location-saved = Location '{ $name }' saved.
location-moved = Location moved.
location-deleted = Location deleted.
location-move-direction = Move a location up or down.

## history (a pack's history)

history-title = History of { $name }
history-crumb = history
history-heading = History of “{ $name }”
history-meta = Now at version { $version }. Every save made in the panel is listed; restoring an earlier version saves it again as a new one.
history-col-version = Version
history-col-saved = Saved
history-col-by = By
history-col-what = What changed
history-now = now
history-restore = Restore…
history-empty = No version recorded yet: the history starts with the pack's next save in the panel (bundled packs are shipped with the server and have none).
history-restore-title = Restore version { $version } of '{ $name }'?
history-restore-text = The pack becomes what it was at version { $version }, saved as version { $next }: the history keeps every version, so this too can be undone.
history-restore-same = It is the same as the pack now: restoring changes nothing.
history-restore-confirm = Restore version { $version }
history-cancel = Cancel
history-restored = Restored version { $version }.
history-restore-stale = The pack changed after the confirmation was shown, so nothing was restored. Here is its history as it is now.
history-restore-refused = That version has no location, and a published pack keeps one: unpublish it first.

## import (uploading a file, and its preview)

import-heading = Import a pack file
import-file = File
# "A pack file (.toml, as downloaded from a pack page) or .csv rows of location,role, one role
# per row in deck order, with or without a location,role header (…); translations take two
# more columns per language, headed location.ru,role.ru."
import-hint-toml = A pack file
import-hint-downloaded = as downloaded from a pack page
import-hint-or = or
import-hint-rows-of = rows of
import-hint-one-role = one role per row in deck order, with or without a
import-hint-header = header (separated by commas, semicolons or tabs, as spreadsheets export them); translations take two more columns per language, headed
import-into = Into
import-new-pack = A new pack
import-target = “{ $name }” ({ $id })
import-mode = Into a pack of yours
import-append = Add the file's locations to the pack's
import-append-note = (a location it has already takes the file's roles; none is removed)
import-replace = Replace the pack's locations with the file's
import-replace-note = (locations not in the file are removed)
import-name = Name of the new pack (CSV files only)
import-preview-button = Preview the import
import-nothing-saved = Nothing is saved until you confirm the preview.
import-choose-file = Choose a file to import.
import-preview = Import preview
import-breadcrumb = Breadcrumb
import-preview-crumb = preview
# What a file is imported into, after its name: "pirates.csv into a new pack".
import-into-new = into a new pack
import-into-append = into the pack '{ $name }', adding to its locations (none is removed)
import-into-replace = into the pack '{ $name }', replacing its locations with the file's
import-problems =
    The file has { $count ->
        [one] { $count } problem
       *[other] { $count } problems
    }; nothing was saved
import-choose-another = Choose another file
import-changes = What will change
import-unchanged = The file matches the pack as it is: importing it changes nothing.
import-button-new = Import
import-button-append = Add to the pack
import-button-replace = Replace the locations
import-cancel = Cancel
import-id-taken = A pack with the id '{ $id }' exists already; the new pack will be '{ $free }'.
# A problem the file has, and the line it is on.
import-problem-line = Line { $line }: { $message }
import-csv-needs-name = A CSV file names no pack: give the new pack a name ({ $reason }).
# The lines of a preview (of an import, or of a restore).
import-set-name = Set the name to '{ $to }'
import-set-description = Set the description to '{ $to }'
import-set-language = Set the language to '{ $to }'
import-change-name = Change the name from '{ $from }' to '{ $to }'
import-change-description = Change the description from '{ $from }' to '{ $to }'
import-change-language = Change the language from '{ $from }' to '{ $to }'
import-add-location = Add the location '{ $location }' ({ $roles } roles)
import-remove-location = Remove the location '{ $location }'
# $roles is import-roles: "roles Captain · Cook → Captain · Cook · Lookout".
import-roles-changed = Change '{ $location }': { $roles }
import-roles = roles { $from } → { $to }
import-translations-changed = Change '{ $location }' in { $languages }
import-pack-translations-changed = Change the pack's name or description in { $languages }
import-reordered = Put the locations in the file's order
import-imported =
    Imported '{ $name }' with { $count ->
        [one] { $count } location
       *[other] { $count } locations
    }, as a draft.
import-stale = The pack changed after the preview was made, so nothing was imported. Upload the file again to see a new preview.
import-added = Added the file's locations to '{ $name }': it holds { $count } now.
import-replaced = Replaced the locations of '{ $name }' with the file's { $count }.
import-read-only = Import into a pack of your own: bundled packs are read-only.
import-unreadable = The upload could not be read: { $error }.
import-too-large = The file is larger than { $kb } KB; a pack file is much smaller.
import-not-utf8 = The file is not UTF-8 text.

## lists (the lists players made)

lists-meta = Location lists players made at their tables and share by a code, newest first. Take one down to stop it being read or dealt; copy one into your packs to edit and publish it.
lists-col-list = List
lists-col-code = Code
lists-col-maker = Made by
lists-col-locations = Locations
lists-col-readers = Read by
lists-col-made = Made
lists-copy = Copy into my packs
lists-taken-down-at = Taken down { $at }
lists-take-down = Take down
lists-empty = No player has made a list yet.
# The maker of a list whose account is gone.
lists-deleted-maker = (deleted)
lists-take-down-title = Take “{ $name }” down?
lists-take-down-text = Nobody will open it by its code { $code } any more, and no room will deal it: rooms that chose it play their other packs, and a room with no other is asked to choose one at its next game. Games already started keep their copy. It cannot be put back up; copy it into your packs first if you want to keep it.
lists-take-down-confirm = Take it down
lists-leave-up = Leave it up
lists-taken-down = The list was taken down.
lists-take-down-stale = The list changed since you asked, or is down already; nothing was done. Look it over and try again.
lists-copied = Copied as '{ $name }', a draft of yours.

## rooms (live rooms)

rooms-heading = Live rooms
rooms-meta = Rooms with players in them, most recently active first, as of { $time }. This page shows no round's location, roles or spy.
rooms-refresh = Refresh
rooms-col-room = Room
rooms-col-players = Players
rooms-col-host = Host
rooms-col-game = Game
rooms-col-phase = Phase
rooms-col-clock = Clock
rooms-col-updated = Last change
rooms-empty = No room has players in it right now.
rooms-lobby = lobby
rooms-game = game { $game }
# After rooms-game: "game 2, round 1 of 3".
rooms-round = round { $round } of { $total }
rooms-game-over = game over
rooms-waiting = waiting for the deal
# A round's phase.
rooms-phase =
    { $phase ->
        [playing] playing
        [voting] voting
        [final_voting] final voting
        [team_questions] team questions
        [team_picking] team picking
        [team_spy_guess] team spy guess
        [over] over
       *[other] { $phase }
    }
# The time left on a round's clock, as minutes:seconds.
rooms-left = { $time } left
rooms-due = due now

## accounts (the panel's accounts, and deleting a player's data)

accounts-new = New account
accounts-username = Username
accounts-password = Password
accounts-password-hint = 10 to 128 characters. Tell it to the organizer in person.
accounts-role = Role
accounts-role-organizer = Organizer: their own packs
accounts-role-admin = Admin: everything, and accounts
accounts-create = Create account
accounts-erase-heading = Delete a player's data
accounts-erase-hint = When a player asks for their data to be deleted: their tokens, their name in every room and league night, and their account. You confirm on the next page.
accounts-erase-username = The player's username
accounts-erase-button = Delete their data…
accounts-col-username = Username
accounts-col-role = Role
accounts-col-packs = Packs
accounts-col-since = Since
accounts-col-status = Status
# After the username of the account looking at the page.
accounts-you = (you)
accounts-disabled = disabled
accounts-active = active
accounts-enable = Enable
accounts-disable = Disable
accounts-role-name =
    { $role ->
        [admin] admin
        [organizer] organizer
       *[other] { $role }
    }
accounts-created = Account '{ $username }' created ({ $role }).
accounts-taken = That username is taken.
accounts-choose-role = Choose the role admin or organizer.
accounts-own = You cannot disable your own account.
accounts-disabled-done = Account disabled; its sessions have ended.
accounts-enabled-done = Account enabled.
accounts-erase-title = Delete the data of “{ $username }”?
accounts-erase-text = Their tokens are revoked at once, their name leaves every room and league night (shown as “Deleted player …”), and their account goes: they can no longer log in.
accounts-erase-kept = Rounds they played and league results keep their points, under that name, so that other players' results stay right. This cannot be undone.
accounts-erase-confirm = Delete their data
accounts-erase-cancel = Cancel
# $counts is accounts-erased-counts.
accounts-erased = The data of '{ $username }' is deleted ({ $counts }).
accounts-erased-counts =
    { $tokens ->
        [one] { $tokens } token
       *[other] { $tokens } tokens
    } revoked, { $names ->
        [one] { $names } name
       *[other] { $names } names
    } removed
accounts-no-such-player = No player account has the username '{ $username }'.
accounts-erase-staff = '{ $username }' is an admin panel account: disable it on the accounts page instead.

## login

login-title = Log in
login-intro = For organizers and admins. Players use the app.
login-username = Username
login-password = Password
login-button = Log in
login-wrong = The username or the password is wrong.
login-welcome = Logged in as { $username }.
login-logged-out = Logged out.

## confirm (the page that asks before a change)

confirm-breadcrumb = Breadcrumb
confirm-crumb = confirm

## errors (error pages and refused forms)

error-not-allowed = Not allowed
error-not-found = Not found
error-not-found-text = There is no such page, or it is not yours to see.
error-bad-request = Bad request
error-too-many = Too many attempts
error-too-many-text = Too many login attempts that did not succeed. Try again in { $minutes ->
        [one] a minute
       *[other] { $minutes } minutes
    }.
error-unavailable = Database not reachable
error-unavailable-text = The server cannot reach its database right now; nothing was changed. Reload this page in a few seconds.
error-internal = Something went wrong
error-internal-text = The server could not finish this request; nothing was changed. Try again.
error-unfinished = The server could not finish this request; nothing was changed.
error-unusable = The request could not be used: { $error }.
error-other-site = This form was not sent from a page of this server, so nothing was changed.
error-method = { $path } does not take { $method }; it takes { $allow }.
error-nul = Text may not contain the NUL character.
error-back = Back to the packs
session-admins-only = Only an admin may manage accounts.
session-form-cut = The form is too large or was cut short.
session-form-incomplete = The form is incomplete: { $error }.
session-forged = This form's security token is missing or out of date, so nothing was changed. Reload the page and try again.

## pack rules (validation of packs, locations, roles, files)
# Fragments: an import's preview puts them after "Line 3: ", the editor makes sentences of
# them ("Role must not be empty."). $what is location, role or name (a pack's name);
# $named is no when the location's own name is at fault.

pack-rule-empty =
    { $what ->
        [location] location name
        [role] role
       *[name] name
    } must not be empty
pack-rule-too-long =
    { $what ->
        [location] location name
        [role] role
       *[name] name
    } '{ $value }' is longer than { $max } characters
pack-rule-control =
    { $what ->
        [location] location name
        [role] role
       *[name] name
    } must not contain control characters
pack-rule-id = id must be 1 to { $max } characters of a-z, 0-9 and '-'
pack-rule-description-too-long = description is longer than { $max } characters
pack-rule-description-control = description must not contain control characters
pack-rule-language-tag = language must be a language tag such as 'en' or 'pt-BR'
pack-rule-no-locations = a pack needs at least one location
pack-rule-too-many-locations = a pack holds at most { $max } locations (this one has { $count })
pack-rule-location-twice = location '{ $name }' appears twice in the pack
pack-rule-roles-count =
    { $named ->
        [no] a location
       *[yes] location '{ $location }'
    } needs 1 to { $max } roles (it has { $count })
pack-rule-location-translated-twice =
    { $named ->
        [no] a location
       *[yes] location '{ $location }'
    } is translated into { $language } twice
pack-rule-translated-roles =
    { $named ->
        [no] a location
       *[yes] location '{ $location }'
    } has { $count } roles, and { $translated } in { $language }: give one for each, in the same order
pack-rule-pack-translated-twice = the pack is translated into { $language } twice
pack-rule-own-language = '{ $language }' is the pack's own language: its names need no translation
pack-rule-names-clash = in { $language }, '{ $shown }' would name both '{ $first }' and '{ $later }'
# $error is the TOML reader's own (English) words.
pack-rule-toml = { $error }
pack-rule-csv-unreadable = this row cannot be read: { $error }
pack-rule-csv-header = after location,role the header takes two columns per language, location.<lang> and role.<lang> (not '{ $columns }')
pack-rule-csv-two-fields = a row needs two fields, location and role (this one has { $count })
pack-rule-csv-fields = a row needs { $fields } fields, as the header names (this one has { $count })
pack-rule-csv-empty = the file holds no location,role rows
pack-rule-append-too-many = added to the pack's { $count } locations, the file's make { $total }: a pack holds at most { $max } (replace the locations instead, or remove some first)
# Sentences of the editor.
pack-rule-full = A pack holds at most { $max } locations.
pack-rule-location-taken = The pack already has a location named '{ $name }'.
pack-rule-no-roles = Give the location at least one role.
pack-rule-too-many-roles = A location holds at most { $max } roles; this list has { $count }.
pack-rule-publish-empty = Add at least one location before publishing the pack.
pack-rule-published-keeps-location = A published pack keeps at least one location: unpublish it first.
# A player's location list, made at the table (the API answers these in English).
pack-rule-list-name = The list's name must have 1 to { $max } characters, none of them control characters.
pack-rule-list-language = '{ $language }' is not a language tag such as en or pt-br.
pack-rule-list-size = A list has { $min } to { $max } locations (this one has { $count }).
pack-rule-list-no-letter = '{ $name }' needs a letter or a digit.
pack-rule-list-twice = '{ $name }' is on the list twice.
pack-rule-list-location-name = Location { $number } needs a name of 1 to { $max } characters, none of them control characters.
pack-rule-list-roles = '{ $name }' has more than { $max } roles.
pack-rule-list-role-name = Each role of '{ $name }' needs 1 to { $max } characters, none of them control characters.

## accounts rules

account-rule-username = A username has 3 to 32 characters of a-z, 0-9, '_', '.' and '-'.
account-rule-password = A password has 10 to 128 characters.
