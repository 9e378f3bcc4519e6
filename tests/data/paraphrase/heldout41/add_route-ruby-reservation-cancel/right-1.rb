# Tool loan desk API for the Eastgate Library makerspace.
require 'sinatra'
require 'json'
require 'date'

TOOLS = {
  'T-014' => { name: 'Cordless drill (Makita 18V)', category: 'power' },
  'T-022' => { name: 'Digital calipers 150 mm', category: 'measuring' },
  'T-031' => { name: 'Soldering station', category: 'power' },
  'T-047' => { name: 'Japanese pull saw', category: 'hand' }
}.freeze

LOANS = {}
RESERVATIONS = {}

before do
  content_type :json
end

helpers do
  def tool_or_404(tool_id)
    TOOLS.fetch(tool_id) { halt 404, { error: "unknown tool #{tool_id}" }.to_json }
  end
end

get '/tools' do
  TOOLS.map { |id, t| t.merge(id: id, on_loan: LOANS.key?(id)) }.to_json
end

post '/tools/:id/loan' do
  tool = tool_or_404(params[:id])
  halt 409, { error: "#{tool[:name]} is already out" }.to_json if LOANS.key?(params[:id])
  body = JSON.parse(request.body.read)
  LOANS[params[:id]] = { card: body.fetch('card'), since: Date.today.iso8601 }
  status 201
  LOANS[params[:id]].to_json
end

post '/tools/:id/return' do
  tool_or_404(params[:id])
  loan = LOANS.delete(params[:id])
  halt 409, { error: 'tool was not on loan' }.to_json unless loan
  { returned: params[:id], loaned_since: loan[:since] }.to_json
end

post '/reservations' do
  body = JSON.parse(request.body.read)
  tool_or_404(body.fetch('tool'))
  id = "R-#{RESERVATIONS.size + 1}"
  RESERVATIONS[id] = { tool: body['tool'], card: body.fetch('card'), date: body.fetch('date') }
  status 201
  { id: id }.merge(RESERVATIONS[id]).to_json
end

delete '/reservations/:id' do
  halt 404, { error: "no reservation #{params[:id]}" }.to_json unless RESERVATIONS.key?(params[:id])
  RESERVATIONS.delete(params[:id])
  status 204
end
