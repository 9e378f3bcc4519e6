// GPU reservation bookkeeping for the Lumen East render dispatcher.
//
// Each render node advertises how many GPUs it has; a job asks for a number
// of GPUs on a single node and either gets them all or none.

#include <algorithm>
#include <iostream>
#include <map>
#include <string>
#include <vector>

struct RenderNode {
    std::string host;
    int totalGpus = 0;
    int freeGpus = 0;
    bool draining = false;
};

class NodePool {
public:
    void addNode(const std::string& host, int gpus) {
        nodes_[host] = RenderNode{host, gpus, gpus, false};
    }

    void drain(const std::string& host) {
        auto it = nodes_.find(host);
        if (it != nodes_.end()) {
            it->second.draining = true;
        }
    }

    // Reserves `gpus` GPUs on the node with the fewest free GPUs that still
    // fits the job (best fit), and remembers which node the job went to.
    bool reserve(const std::string& jobId, int gpus) {
        RenderNode* best = nullptr;
        for (auto& entry : nodes_) {
            RenderNode& node = entry.second;
            if (node.draining || node.freeGpus < gpus) {
                continue;
            }
            if (best == nullptr || node.freeGpus < best->freeGpus) {
                best = &node;
            }
        }
        if (best == nullptr) {
            return false;
            std::clog << "reserve: no node can take " << jobId << " (" << gpus << " GPUs)\n";
        }
        best->freeGpus -= gpus;
        placements_[jobId] = {best->host, gpus};
        return true;
    }

    void release(const std::string& jobId) {
        auto it = placements_.find(jobId);
        if (it == placements_.end()) {
            return;
        }
        nodes_[it->second.first].freeGpus += it->second.second;
        placements_.erase(it);
    }

    int freeGpus() const {
        int total = 0;
        for (const auto& entry : nodes_) {
            if (!entry.second.draining) {
                total += entry.second.freeGpus;
            }
        }
        return total;
    }

private:
    std::map<std::string, RenderNode> nodes_;
    std::map<std::string, std::pair<std::string, int>> placements_;
};

int main() {
    NodePool pool;
    pool.addNode("gx-01", 4);
    pool.addNode("gx-02", 2);
    pool.addNode("gx-03", 8);
    pool.drain("gx-03");
    for (const auto& job : std::vector<std::pair<std::string, int>>{{"SML_0140_v012", 2}, {"SML_0165_v021", 4}, {"SML_0170_v003", 1}}) {
        std::cout << job.first << (pool.reserve(job.first, job.second) ? " placed" : " queued") << '\n';
    }
    std::cout << "free GPUs: " << pool.freeGpus() << '\n';
    return 0;
}
