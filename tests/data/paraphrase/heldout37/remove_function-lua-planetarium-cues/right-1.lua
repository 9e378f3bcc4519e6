-- Cue script for the evening show "Chasing the Aurora" (Kepler Dome, main dome).
-- Loaded by the dome controller; times are seconds from show start.

local dome = require("dome")
local audio = require("audio")

local cues = {}

local HOUSE_LIGHTS_FULL = 100
local FADE_SECONDS = 8

-- Bring the star field up slowly while the house lights go down.
local function fadeStars(duration)
  dome.stars.fade(0, 100, duration)
  dome.lights.fade(HOUSE_LIGHTS_FULL, 0, duration)
end

-- Aurora curtain via the fulldome projectors.
local function laserCue(pattern, seconds)
  dome.video.play("aurora/" .. pattern .. ".mp4", { loop = false, length = seconds })
end

local function startSoundtrack(track, volume)
  audio.play(track, { volume = volume or 0.8, fadeIn = 3 })
end

function cues.build()
  return {
    { at = 0,   run = function() fadeStars(FADE_SECONDS) end },
    { at = 5,   run = function() startSoundtrack("aurora_theme.ogg") end },
    { at = 95,  run = function() laserCue("curtain_green", 40) end },
    { at = 140, run = function() laserCue("corona_violet", 25) end },
    { at = 1980, run = function() dome.lights.fade(0, HOUSE_LIGHTS_FULL, FADE_SECONDS) end },
  }
end

function cues.length()
  local last = 0
  for _, cue in ipairs(cues.build()) do
    if cue.at > last then
      last = cue.at
    end
  end
  return last + FADE_SECONDS
end

return cues
