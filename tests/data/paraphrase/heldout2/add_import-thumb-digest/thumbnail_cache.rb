# frozen_string_literal: true

require "fileutils"
require "net/http"
require "uri"

# Caches rendered map thumbnails on disk, keyed by the request parameters.
class ThumbnailCache
  DEFAULT_DIR = File.expand_path("~/.cache/thumbs")
  MAX_AGE = 7 * 24 * 3600

  attr_reader :dir

  def initialize(dir: DEFAULT_DIR, renderer: "https://render.internal/thumb")
    @dir = dir
    @renderer = URI(renderer)
    FileUtils.mkdir_p(@dir)
  end

  def fetch(lat:, lon:, zoom:, size: 256)
    path = path_for(lat, lon, zoom, size)
    return File.binread(path) if fresh?(path)

    body = render(lat, lon, zoom, size)
    File.binwrite(path, body)
    body
  end

  def purge!
    Dir.glob(File.join(@dir, "*.png")).each do |f|
      File.delete(f) unless fresh?(f)
    end
  end

  private

  def cache_key(lat, lon, zoom, size)
    format("%.5f,%.5f,%d,%d", lat, lon, zoom, size).hash.to_s
  end

  def path_for(lat, lon, zoom, size)
    File.join(@dir, "#{cache_key(lat, lon, zoom, size)}.png")
  end

  def fresh?(path)
    File.exist?(path) && Time.now - File.mtime(path) < MAX_AGE
  end

  def render(lat, lon, zoom, size)
    uri = @renderer.dup
    uri.query = URI.encode_www_form(lat: lat, lon: lon, z: zoom, size: size)
    res = Net::HTTP.get_response(uri)
    raise "render failed: #{res.code}" unless res.is_a?(Net::HTTPSuccess)

    res.body
  end
end
