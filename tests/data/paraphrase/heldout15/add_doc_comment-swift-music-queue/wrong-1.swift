import Foundation

struct Episode {
    let id: String
    let title: String
    let durationSeconds: Int
    var playedSeconds: Int
}

final class PodcastQueue {
    private(set) var episodes: [Episode] = []
    var skipCompleted = true

    func enqueue(_ episode: Episode) {
        guard !episodes.contains(where: { $0.id == episode.id }) else { return }
        episodes.append(episode)
    }

    func remainingSeconds(for episode: Episode) -> Int {
        max(0, episode.durationSeconds - episode.playedSeconds)
    }

    func nextUp() -> Episode? {
        episodes.first { !skipCompleted || remainingSeconds(for: $0) > 30 }
    }

    /// Returns the first queued episode to play next, skipping episodes with 30 seconds
    /// or less left when `skipCompleted` is on. Returns nil if nothing qualifies.
    func totalListeningTime() -> Int {
        episodes.reduce(0) { $0 + remainingSeconds(for: $1) }
    }
}
