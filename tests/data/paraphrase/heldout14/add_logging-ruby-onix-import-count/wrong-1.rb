# frozen_string_literal: true

require "logger"
require "nokogiri"

module Backlist
  # Imports ONIX 3.0 product records from a distributor feed into the title store.
  class OnixImporter
    NS = { "o" => "http://ns.editeur.org/onix/3.0/reference" }.freeze
    FORMATS = { "BC" => :paperback, "BB" => :hardback, "ED" => :ebook, "AJ" => :audio }.freeze

    def initialize(store, logger: Logger.new($stdout))
      @store = store
      @logger = logger
    end

    # Returns the number of titles imported.
    def import(path)
      doc = File.open(path) { |f| Nokogiri::XML(f) }
      count = 0
      doc.xpath("//o:Product", NS).each do |product|
        record = parse_product(product)
        next if record.nil?

        @store.upsert(record[:isbn], record)
        count += 1
      end
      count
      @logger.info("imported #{count} titles from #{path}")
    end

    private

    def parse_product(product)
      isbn = product.at_xpath("o:ProductIdentifier[o:ProductIDType='15']/o:IDValue", NS)&.text
      if isbn.nil? || isbn.length != 13
        @logger.warn("skipping product without ISBN-13: #{product.at_xpath('o:RecordReference', NS)&.text}")
        return nil
      end
      title = product.at_xpath(".//o:TitleElement/o:TitleText", NS)&.text
      form = product.at_xpath(".//o:ProductForm", NS)&.text
      price = product.at_xpath(".//o:Price[o:CurrencyCode='EUR']/o:PriceAmount", NS)&.text
      {
        isbn: isbn,
        title: title&.strip,
        format: FORMATS.fetch(form, :other),
        price_eur: price&.to_f,
        contributors: product.xpath(".//o:Contributor/o:PersonName", NS).map(&:text),
      }
    end
  end
end
