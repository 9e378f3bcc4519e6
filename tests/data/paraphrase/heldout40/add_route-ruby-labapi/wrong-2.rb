# Tracking API for Larkfield Dental Lab: practices look up their cases here.
require 'sinatra/base'
require 'json'

class LabApi < Sinatra::Base
  CASES = {
    'LF-20931' => { practice: 'Brook St Dental', work: 'zirconia crown 36', shade: 'A2', stage: 'milling' },
    'LF-20944' => { practice: 'Cedar Smiles', work: 'emax veneers 11-21', shade: 'BL2', stage: 'glazing' },
    'LF-20950' => { practice: 'Brook St Dental', work: 'PFM bridge 14-16', shade: 'A3.5', stage: 'despatched' }
  }.freeze

  before do
    content_type :json
  end

  helpers do
    def find_case!(id)
      CASES.fetch(id) { halt 404, { error: "no case #{id}" }.to_json }
    end
  end

  get '/cases/:id' do
    lab_case = find_case!(params[:id])
    lab_case.merge(id: params[:id]).to_json
  end

  post '/cases/:id/stage' do
    lab_case = find_case!(params[:id])
    { id: params[:id], stage: lab_case[:stage] }.to_json
  end

  get '/practices/:name/cases' do
    ids = CASES.select { |_id, c| c[:practice] == params[:name] }.keys
    { practice: params[:name], cases: ids }.to_json
  end
end
