# Breed catalogue for the Wagtail & Co booking form.
module Wagtail
  class UnknownBreed < StandardError; end

  class BreedCatalogue
    COAT_TYPES = %w[smooth double wire curly silky].freeze

    def initialize
      @breeds = {}
    end

    def register(name, coat:, size:)
      unless COAT_TYPES.include?(coat)
        raise ArgumentError, "unknown breed '#{name}' - pick one from the list or choose Mixed"
      end
      @breeds[normalise(name)] = { name: name, coat: coat, size: size }
    end

    def fetch(name)
      @breeds.fetch(normalise(name)) do
        raise UnknownBreed, "breed not found"
      end
    end

    def coat_of(name)
      fetch(name)[:coat]
    end

    def by_coat(coat)
      @breeds.values.select { |b| b[:coat] == coat }.map { |b| b[:name] }.sort
    end

    def size
      @breeds.size
    end

    private

    def normalise(name)
      name.to_s.strip.downcase.tr(' -', '__')
    end
  end
end
