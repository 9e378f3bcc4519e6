# Commission tracker for the workshop front desk.
require 'sinatra'
require 'json'
require 'date'

COMMISSIONS = {
  'C0041' => { client: 'M. Okonkwo', model: 'Stradivari 1715 copy', status: 'in_white', promised: '2027-03-01' },
  'C0042' => { client: 'H. Lindqvist', model: 'viola 16.5in', status: 'ordered', promised: '2027-06-15' },
  'C0043' => { client: 'R. Baptiste', model: 'Guarneri 1743 copy', status: 'varnished', promised: '2027-01-20' }
}

STATUSES = %w[ordered in_white varnished delivered cancelled].freeze

helpers do
  def find_commission!(ref)
    COMMISSIONS[ref] || halt(404, { error: "no commission #{ref}" }.to_json)
  end

  def late?(commission)
    commission[:status] != 'delivered' && Date.parse(commission[:promised]) < Date.today
  end
end

before do
  content_type :json
end

get '/commissions' do
  COMMISSIONS.map { |ref, c| c.merge(ref: ref, late: late?(c)) }.to_json
end

get '/commissions/:ref' do
  c = find_commission!(params[:ref])
  c.merge(ref: params[:ref], late: late?(c)).to_json
end

post '/commissions/:ref/advance' do
  c = find_commission!(params[:ref])
  i = STATUSES.index(c[:status])
  halt 409, { error: "#{params[:ref]} is #{c[:status]}" }.to_json if i.nil? || i >= 3
  c[:status] = STATUSES[i + 1]
  c.merge(ref: params[:ref]).to_json
end

get '/late' do
  COMMISSIONS.select { |_, c| late?(c) }.keys.to_json
end

post '/commissions/:ref/cancel' do
  c = find_commission!(params[:ref])
  c[:status] = 'cancelled'
  c.merge(ref: params[:ref]).to_json
end
