#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace scene {

struct Transform {
    float x = 0.0f;
    float y = 0.0f;
    float scale = 1.0f;
};

struct Node {
    std::string name;
    Transform local;
    bool visible = true;
    std::vector<std::unique_ptr<Node>> children;
};

class Renderer {
public:
    virtual ~Renderer() = default;
    virtual void drawQuad(const std::string& name, const Transform& world) = 0;
};

Transform combine(const Transform& parent, const Transform& child) {
    Transform t;
    t.scale = parent.scale * child.scale;
    t.x = parent.x + child.x * parent.scale;
    t.y = parent.y + child.y * parent.scale;
    return t;
}

// Draws node and its visible descendants; returns how many quads were drawn.
int renderNode(const Node* node, const Transform& parent, Renderer& out) {
    if (!node->visible) {
        return 0;
    }
    Transform world = combine(parent, node->local);
    out.drawQuad(node->name, world);
    int drawn = 1;
    for (const auto& child : node->children) {
        drawn += renderNode(child.get(), world, out);
    }
    return drawn;
}

// Counts all nodes, visible or not.
int countNodes(const Node* node) {
    if (node == nullptr) {
        return 0;
    }
    int n = 1;
    for (const auto& child : node->children) {
        n += countNodes(child.get());
    }
    return n;
}

Node* findByName(Node* root, const std::string& name) {
    if (root->name == name) {
        return root;
    }
    for (auto& child : root->children) {
        if (Node* hit = findByName(child.get(), name)) {
            return hit;
        }
    }
    return nullptr;
}

}  // namespace scene
