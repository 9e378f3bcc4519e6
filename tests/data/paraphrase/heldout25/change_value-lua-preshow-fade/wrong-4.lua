-- Cue list for the 19:30 "Winter Skies" show at the Brightwater Planetarium.
-- `at` is seconds from the start of the block, `fade` is the fade time in seconds.

local cues = {}

cues.preshow = {
  { at = 0,   action = "house_lights", level = 100, fade = 0 },
  { at = 10,  action = "music",        track = "lobby_loop.ogg", fade = 5 },
  { at = 120, action = "announce",     file = "phones_off.wav" },
  { at = 150, action = "house_lights", level = 20,  fade = 8 },
  { at = 170, action = "house_lights", level = 0,   fade = 8,
  { at = 175, action = "music",        track = nil, fade = 5 },
}

cues.show = {
  { at = 0,    action = "starfield",  brightness = 0.6 },
  { at = 40,   action = "video",      file = "winter_skies_4k.mp4" },
  { at = 2580, action = "starfield",  brightness = 1.0 },
}

cues.postshow = {
  { at = 0,  action = "house_lights", level = 60,  fade = 5 },
  { at = 5,  action = "music",        track = "exit_theme.ogg", fade = 2 },
  { at = 30, action = "house_lights", level = 100, fade = 5 },
}

-- Total length of a block: the last cue plus its fade.
function cues.length(block)
  local last = 0
  for _, cue in ipairs(block) do
    local finish = cue.at + (cue.fade or 0)
    if finish > last then
      last = finish
    end
  end
  return last
end

return cues
