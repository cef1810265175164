### El proyector y los impresos en español (traducción de en/venue.ftl; docs/translating.md).

## projector

projector-title = { $night } · clasificación
projector-round = ronda de asientos { $round } de { $total }
projector-not-seated = aún sin asientos
projector-final = clasificación final
projector-reconnecting = Reconectando… esta es la clasificación de las { $time }.
projector-join = Únete: código
projector-page = Página { $page } de { $pages }
projector-updated = Actualizado a las { $time }
projector-next-page = siguiente página en { $seconds } s
projector-refreshes = se actualiza cada { $seconds } s
projector-countdown = Próxima ronda de asientos a las { $time } (en { $minutes } min)
projector-missing-title = No encontrado
projector-missing = No hay ninguna noche en esta dirección. Pide al organizador el enlace del proyector.
projector-reconnecting-title = Reconectando…
projector-reconnecting-soon = Reconectando… la clasificación volverá sola.

## standings (projector and night sheet)

standings-heading = Clasificación
standings-final-heading = Clasificación final
standings-player = Jugador
standings-points = Puntos
standings-rounds = Rondas
standings-rounds-hint = Rondas jugadas
standings-spy-wins = Victorias de espía
standings-spy-wins-hint = Rondas ganadas como espía
standings-caught = Atrapados
standings-caught-hint = Espías desenmascarados
standings-empty = Aún no hay jugadores.
standings-note = Los empates a puntos se deshacen por rondas ganadas como espía, luego por espías atrapados y luego por enfrentamiento directo; «=» indica un puesto compartido. Las rondas perdidas (llegar tarde, irse, descansar) no puntúan.

## tables

tables-heading = Mesas
table-number = Mesa { $number }
tables-not-seated = El organizador aún no ha asignado los asientos de esta ronda.
tables-sitting-out = Descansan esta ronda: { $names }

## a table's progress

progress-left = { $phase } · quedan { $clock }
progress-waiting = esperando la primera partida
progress-game-over = partida terminada
progress-between = entre rondas
phase-playing = preguntas
phase-voting = votación de acusación
phase-final_voting = votación final
phase-team_questions = preguntas de los capitanes
phase-team_picking = los capitanes eligen
phase-team_spy_guess = la apuesta del espía
phase-other = ronda en juego

## printouts

print-back = ← volver a la noche
print-language = Idioma
cards-title = { $night } · tarjetas de mesa
cards-toolbar = Imprime esta página: una tarjeta por mesa.
cards-round = { $night } · ronda de asientos { $round }
cards-scan = Escanea para abrir esta mesa en la app
cards-none = Aún no hay ninguna ronda de asientos confirmada: las tarjetas se imprimen cuando las mesas tienen sala.
slips-title = { $night } · papeletas de registro
slips-toolbar = Imprime esta página, recorta por las líneas y entrega a cada jugador sin inscripción su papeleta.
slips-scan = Escanea el cuadrado con la cámara del móvil y toca el botón bajo tu código: tus resultados de esta noche serán tuyos.
slips-no-camera = ¿Sin cámara? Abre esta dirección y escribe tu código:
slips-none = Ningún jugador sin inscripción espera reclamar su plaza: los que se añaden en la página de la noche reciben aquí su papeleta.
sheet-title = { $night } · hoja de la noche
sheet-toolbar = Imprime esta página.
sheet-printed = { $season } · impreso el { $time }
sheet-join = Únete con el código { $code } en { $url } y registra tu llegada.
sheet-round = Ronda de asientos { $round }
sheet-table = Mesa { $number } · { $code }
sheet-sitting-out = Descansan: { $names }
