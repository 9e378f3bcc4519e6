# frozen_string_literal: true

require 'sinatra/base'
require 'json'
require_relative 'lib/reservation_store'
require_relative 'lib/sms'

# Table reservations API for the Taberna do Largo group (3 restaurants).
class ReservationsApp < Sinatra::Base
  MAX_PARTY = 10
  SLOT_MINUTES = 15

  configure do
    set :store, ReservationStore.new(ENV.fetch('DATABASE_URL'))
    set :show_exceptions, false
  end

  before do
    content_type :json
  end

  helpers do
    def store
      settings.store
    end

    def json_body
      JSON.parse(request.body.read)
    rescue JSON::ParserError
      halt 400, { error: 'invalid JSON' }.to_json
    end

    def find_reservation!(id)
      reservation = store.find(id)
      halt 404, { error: 'reservation not found' }.to_json unless reservation
      reservation
    end
  end

  get '/restaurants/:restaurant_id/availability' do
    date = Date.parse(params.fetch('date'))
    party = Integer(params.fetch('party', 2))
    halt 422, { error: "parties above #{MAX_PARTY} must call the restaurant" }.to_json if party > MAX_PARTY
    store.free_slots(params[:restaurant_id], date, party, SLOT_MINUTES).to_json
  end

  post '/reservations' do
    data = json_body
    party = Integer(data.fetch('party'))
    halt 422, { error: "parties above #{MAX_PARTY} must call the restaurant" }.to_json if party > MAX_PARTY
    reservation = store.create(
      restaurant_id: data.fetch('restaurant_id'),
      starts_at: Time.parse(data.fetch('starts_at')),
      party: party,
      name: data.fetch('name'),
      phone: data.fetch('phone'),
      notes: data['notes']
    )
    Sms.deliver(reservation.phone, "Booked for #{reservation.party} at #{reservation.starts_at.strftime('%H:%M')}. Code #{reservation.code}")
    status 201
    reservation.to_h.to_json
  end

  get '/reservations/:id' do
    find_reservation!(params[:id]).to_h.to_json
  end

  patch '/reservations/:id' do
    reservation = find_reservation!(params[:id])
    data = json_body
    updated = store.update(reservation.id, party: data['party'], starts_at: data['starts_at'] && Time.parse(data['starts_at']))
    updated.to_h.to_json
  end

  delete '/reservations/:id' do
    reservation = find_reservation!(params[:id])
    store.cancel(reservation.id)
    status 204
    body ''
  end
end
