### O projetor e os impressos em português (tradução de en/venue.ftl; docs/translating.md).

## projector

projector-title = { $night } · classificação
projector-round = rodada de lugares { $round } de { $total }
projector-not-seated = lugares ainda não definidos
projector-final = classificação final
projector-reconnecting = Reconectando… esta é a classificação das { $time }.
projector-join = Entre: código
projector-page = Página { $page } de { $pages }
projector-updated = Atualizado às { $time }
projector-next-page = próxima página em { $seconds } s
projector-refreshes = atualiza a cada { $seconds } s
projector-countdown = Próxima rodada de lugares às { $time } (em { $minutes } min)
projector-missing-title = Não encontrado
projector-missing = Não há nenhuma noite neste endereço. Peça ao organizador o link do projetor.
projector-reconnecting-title = Reconectando…
projector-reconnecting-soon = Reconectando… a classificação volta sozinha.

## standings (projector and night sheet)

standings-heading = Classificação
standings-final-heading = Classificação final
standings-player = Jogador
standings-points = Pontos
standings-rounds = Rodadas
standings-rounds-hint = Rodadas jogadas
standings-spy-wins = Vitórias de espião
standings-spy-wins-hint = Rodadas vencidas como espião
standings-caught = Pegos
standings-caught-hint = Espiões desmascarados
standings-empty = Ainda não há jogadores.
standings-note = Empates em pontos são decididos pelas rodadas vencidas como espião, depois pelos espiões pegos, depois pelo confronto direto; "=" marca uma posição dividida. Rodadas perdidas (chegar tarde, sair, ficar de fora) não pontuam.

## tables

tables-heading = Mesas
table-number = Mesa { $number }
tables-not-seated = O organizador ainda não definiu os lugares desta rodada.
tables-sitting-out = Fora desta rodada: { $names }

## a table's progress

progress-left = { $phase } · faltam { $clock }
progress-waiting = esperando a primeira partida
progress-game-over = partida encerrada
progress-between = entre rodadas
phase-playing = perguntas
phase-voting = votação da acusação
phase-final_voting = votação final
phase-team_questions = perguntas dos capitães
phase-team_picking = os capitães escolhem
phase-team_spy_guess = o palpite do espião
phase-other = rodada em andamento

## printouts

print-back = ← voltar à noite
print-language = Idioma
cards-title = { $night } · cartões de mesa
cards-toolbar = Imprima esta página: um cartão por mesa.
cards-round = { $night } · rodada de lugares { $round }
cards-scan = Escaneie para abrir esta mesa no app
cards-none = Nenhuma rodada de lugares foi confirmada ainda: os cartões são impressos quando as mesas têm salas.
slips-title = { $night } · papeletas de resgate
slips-toolbar = Imprima esta página, corte nas linhas e entregue a cada jogador sem inscrição a sua papeleta.
slips-scan = Escaneie o quadrado com a câmera do celular e toque no botão abaixo do seu código: seus resultados desta noite serão seus.
slips-no-camera = Sem câmera? Abra este endereço e digite seu código:
slips-none = Nenhum jogador sem inscrição está esperando para resgatar seu lugar: os que são adicionados na página da noite recebem aqui a sua papeleta.
sheet-title = { $night } · folha da noite
sheet-toolbar = Imprima esta página.
sheet-printed = { $season } · impresso em { $time }
sheet-join = Entre com o código { $code } em { $url } e faça o check-in.
sheet-round = Rodada de lugares { $round }
sheet-table = Mesa { $number } · { $code }
sheet-sitting-out = Fora da rodada: { $names }
