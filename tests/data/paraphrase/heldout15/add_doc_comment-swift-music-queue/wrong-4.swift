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

    /// Returns the first queued episode, skipping episodes with more than 30 seconds
    /// left when `skipCompleted` is on. Returns nil if nothing qualifies.
    func nextUp() -> Episode? {
        episodes.first { !skipCompleted || remainingSeconds(for: $0) > 30 }
    }

    func totalListeningTime() -> Int {
        episodes.reduce(0) { $0 + remainingSeconds(for: $1) }
    }
}
